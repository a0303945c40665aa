/**
 * After `npm ci` (run through `npm exec`, so that it sees npm's configuration as the install did):
 * keeps the better-sqlite3 binary that `npm ci` has just compiled where prebuild-install looks for
 * a download it made earlier: npm's cache, under `_prebuilds/`, named after the address it would
 * download from (ADR 053). The next `npm ci` on this machine takes it from there, as it would take
 * the binary the package publishes on GitHub (out of reach here), instead of compiling SQLite again
 * (about 100 s of one core). The address holds the package's version, Node's ABI, the platform and
 * the architecture, so another version or another Node is compiled again and kept in turn.
 *
 * Only a binary this `npm ci` compiled is kept (node-gyp leaves its object files beside it), and it
 * replaces one kept before: prebuild-install compiles when a kept binary fails to unpack or load.
 * A build asked from source (`build-from-source`) is not filed under the published binary's name.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.resolve("package.json"));
const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
const binary = path.join(packageDir, "build", "Release", "better_sqlite3.node");
const prebuildRequire = createRequire(path.join(packageDir, "package.json"));
const rc = prebuildRequire("prebuild-install/rc");
const util = prebuildRequire("prebuild-install/util");

const pkg = prebuildRequire("./package.json");
const options = rc(pkg);
const kept = util.cachedPrebuild(util.getDownloadUrl({ ...options, pkg }));
const compiled = existsSync(path.join(packageDir, "build", "Release", "obj.target"));

if (options.buildFromSource) {
  console.log("better-sqlite3: built from source on request, so not kept");
} else if (!compiled) {
  console.log(`better-sqlite3: this npm ci did not compile it (${existsSync(kept) ? "kept binary" : "download"}), nothing to keep`);
} else if (!existsSync(binary)) {
  console.log(`better-sqlite3: no binary at ${binary} to keep`);
} else {
  mkdirSync(path.dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}.tmp`;
  // The archive prebuild-install unpacks into the package's folder: build/Release/better_sqlite3.node.
  execFileSync("tar", ["-czf", partial, "-C", packageDir, path.join("build", "Release", "better_sqlite3.node")]);
  renameSync(partial, kept);
  console.log(`better-sqlite3: its compiled binary is kept for the next npm ci (${kept})`);
}
