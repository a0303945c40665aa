/**
 * The agency's command-line scripts bundled once by esbuild, as `npm run build` bundles the server,
 * for tests that start them many times as child processes: the same code and process, at a third
 * of the CPU of compiling the app again through tsx in every child (ADR 052).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A script as `npm run` starts it: its TypeScript through tsx (node's arguments). */
export const asNpmRuns = (name: string): string[] => ["--import", "tsx", path.join(ROOT, "scripts", `${name}.ts`)];

/**
 * Bundles scripts/{name}.ts for each name into a folder of the project (so that their packages
 * resolve from node_modules); `command(name)` is node's arguments to run one, `remove()` deletes them.
 */
export async function bundleScripts(names: readonly string[]): Promise<{ command: (name: string) => string[]; remove: () => void }> {
  mkdirSync(path.join(ROOT, "var"), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT, "var", "test-scripts-"));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  await build({
    entryPoints: names.map((name) => path.join(ROOT, "scripts", `${name}.ts`)),
    outdir: folder,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": path.join(ROOT, "app") },
    logLevel: "warning",
  }).catch((error: unknown) => {
    remove();
    throw error;
  });
  return {
    command: (name) => {
      if (!names.includes(name)) throw new Error(`${name} was not bundled`);
      return [path.join(folder, `${name}.mjs`)];
    },
    remove,
  };
}
