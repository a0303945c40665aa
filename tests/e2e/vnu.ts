/**
 * The Nu HTML Checker (vnu-jar, run with Java) over HTML files, for the specs that check pages as
 * the server sends them (html-validity.spec.ts, and states only a server of their own shows).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const VNU_JAR = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/**
 * The JVM as a short run needs it: the quick compiler only and the serial collector (half the CPU
 * of Java's defaults for a run of a few seconds, the same messages), and the stack that the
 * checker's schema needs with the quick compiler's larger frames (ADR 052).
 */
const JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/** What a file is: its page's path and a name for the report. */
type Named = { path: string; name: string };

/** One Java run of the Nu HTML Checker over the files; its errors reported per page and message, and its warnings. */
export function checkFiles<Page extends Named>(
  files: Map<string, Page>,
): { errors: VnuMessage[]; report: string[]; warnings: VnuMessage[] } {
  const run = spawnSync("java", [...JAVA_OPTIONS, "-jar", VNU_JAR, "--format", "json", "--stdout", ...files.keys()], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Could not run the Nu HTML Checker (is Java installed?): ${run.error.message}`);
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML Checker gave no JSON report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }

  // vnu names files "file:/tmp/…".
  const pageOf = (message: VnuMessage) => (message.url?.startsWith("file:") ? files.get(fileURLToPath(message.url)) : undefined);
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");

  // Errors grouped by page, then by message, with the first place and extract of each.
  const report: string[] = [];
  for (const visit of files.values()) {
    const own = errors.filter((m) => pageOf(m) === visit);
    if (own.length === 0) continue;
    report.push(`${visit.path} (${visit.name}):`);
    const byMessage = new Map<string, VnuMessage[]>();
    for (const m of own) byMessage.set(m.message, [...(byMessage.get(m.message) ?? []), m]);
    for (const [message, occurrences] of byMessage) {
      const first = occurrences[0]!;
      const where = first.lastLine ? ` at ${first.lastLine}:${first.firstColumn ?? "?"}` : "";
      report.push(
        `  ${message} (${occurrences.length}×${where})${first.extract ? `\n    …${first.extract.replace(/\s+/g, " ").trim()}…` : ""}`,
      );
    }
  }
  const unattributed = errors.filter((m) => !pageOf(m));
  for (const m of unattributed) report.push(`${m.url ?? "(no file)"}: ${m.message}`);

  return { errors, report, warnings };
}

/** The checker's report on documents held in memory (name → HTML): one line per page and message, empty when all are valid. */
export function checkDocuments(documents: Record<string, string>): string[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), "agency-vnu-"));
  try {
    const files = new Map(
      Object.entries(documents).map(([name, html], index) => {
        const file = path.join(folder, `${index}.html`);
        writeFileSync(file, html);
        return [file, { path: name, name }] as const;
      }),
    );
    return checkFiles(files).report;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
