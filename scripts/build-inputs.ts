/**
 * Whether the production build in build/ is the build of the files as they are now (issue 21 §7):
 * `npm run build` records a hash of every file it is made from (BUILD_INPUTS) in build/inputs.json,
 * and `npm start` compares them with the files now, rebuilding only when one differs.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the build is made from: the app, the files it copies (public/), the one data file the app
 * imports (the route table's paths), the server, the configuration and the installed packages
 * (the lockfile). A unit test fails when the app imports another file from outside app/.
 */
export const BUILD_INPUTS = [
  "app",
  "public",
  "data/site/paths.json",
  "server.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
] as const;

/** Written by the build, read by `npm start`. Remix's build empties build/ first, so a failed build leaves none. */
export const STAMP_FILE = "build/inputs.json";

/** The server the build makes last: without it there is no build to serve. */
const BUILT_SERVER = "build/server.js";

/** The hashes taken at the build's start; not under build/, which Remix's build empties first. */
const PENDING_FILE = "node_modules/.cache/agency-site/build-inputs.json";

export type InputHashes = Record<string, string>;
export type BuildStamp = { builtAt: string; inputs: InputHashes };
export type BuildState = { current: true; builtAt: string } | { current: false; reason: string };

function filesUnder(root: string, relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => filesUnder(root, path.posix.join(relative, entry.name)))
    .sort();
}

/** A SHA-256 of each input file's bytes, by its path from `root` (forward slashes). */
export function hashInputs(root: string): InputHashes {
  const hashes: InputHashes = {};
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(root, input)) {
      hashes[file] = createHash("sha256")
        .update(readFileSync(path.join(root, file)))
        .digest("hex");
    }
  }
  return hashes;
}

/** The files added, removed or changed between two sets of hashes, sorted. */
export function changedInputs(before: InputHashes, now: InputHashes): string[] {
  const files = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...files].filter((file) => before[file] !== now[file]).sort();
}

function readStamp(root: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), "utf8")) as BuildStamp;
    return typeof stamp.builtAt === "string" && typeof stamp.inputs === "object" && stamp.inputs !== null ? stamp : null;
  } catch {
    return null;
  }
}

/** Whether build/ holds the build of the inputs as they are now, and if not, why not (one line). */
export function buildState(root: string, now: InputHashes = hashInputs(root)): BuildState {
  if (!existsSync(path.join(root, BUILT_SERVER))) return { current: false, reason: "there is no build yet" };
  const stamp = readStamp(root);
  if (!stamp) return { current: false, reason: `the build has no record of its inputs (${STAMP_FILE})` };
  const changed = changedInputs(stamp.inputs, now);
  if (changed.length === 0) return { current: true, builtAt: stamp.builtAt };
  const more = changed.length > 1 ? ` and ${changed.length - 1} other file${changed.length > 2 ? "s" : ""}` : "";
  return { current: false, reason: `${changed[0]}${more} changed since the last build` };
}

/**
 * Before the build: the inputs' hashes as they are now. Taken before and recorded after
 * (`endBuild`), so that a file saved while the build runs makes the next start build again.
 */
export function beginBuild(root: string, builtAt = new Date()): void {
  const stamp: BuildStamp = { builtAt: builtAt.toISOString(), inputs: hashInputs(root) };
  mkdirSync(path.dirname(path.join(root, PENDING_FILE)), { recursive: true });
  writeFileSync(path.join(root, PENDING_FILE), JSON.stringify(stamp));
}

/** After a build that succeeded: records the hashes `beginBuild` took in build/. False when there were none. */
export function endBuild(root: string): boolean {
  try {
    writeFileSync(path.join(root, STAMP_FILE), readFileSync(path.join(root, PENDING_FILE)));
    rmSync(path.join(root, PENDING_FILE));
    return true;
  } catch {
    rmSync(path.join(root, STAMP_FILE), { force: true });
    return false;
  }
}

/** The line `npm start` prints. */
export function startLine(state: BuildState): string {
  return state.current
    ? `npm start: the build of ${state.builtAt} is current (no change under app/, public/, server.ts, the configuration or the lockfile): serving it without rebuilding.`
    : `npm start: ${state.reason}: building first.`;
}
