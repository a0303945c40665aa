/**
 * `npm start` reuses a current build (issue 21 §7): the build is current while none of the files
 * it is made from changed since it was made, and stale as soon as one was changed, added or
 * removed; other files (tests, docs) do not count. Tried on a small project in a temporary folder,
 * through the functions and through the script `npm start` runs.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginBuild, BUILD_INPUTS, buildState, endBuild, hashInputs, STAMP_FILE } from "../../scripts/build-inputs";

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What `npm run build` leaves: the server, and the record of the inputs it was made from. */
function build() {
  write("build/server.js", "// built");
  write(STAMP_FILE, JSON.stringify({ builtAt: "2026-11-27T10:00:00.000Z", inputs: hashInputs(root) }));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "agency-build-inputs-"));
  write("app/root.tsx", "export default function App() {}");
  write("app/routes/home.tsx", "export default function Home() {}");
  write("public/favicon.svg", "<svg/>");
  write("data/site/paths.json", "{}");
  write("server.ts", "// server");
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("README.md", "# readme");
  write("tests/unit/a.test.ts", "// a test");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build's state", () => {
  it("is stale without a build, and without the build's record of its inputs", () => {
    expect(buildState(root)).toEqual({ current: false, reason: "there is no build yet" });
    write("build/server.js", "// built by hand, no record");
    expect(buildState(root)).toEqual({ current: false, reason: "the build has no record of its inputs (build/inputs.json)" });
  });

  it("is current while no input changed, whatever else did", () => {
    build();
    expect(buildState(root)).toEqual({ current: true, builtAt: "2026-11-27T10:00:00.000Z" });
    write("README.md", "# readme, edited");
    write("tests/unit/b.test.ts", "// another test");
    write("var/site.db", "data");
    expect(buildState(root).current).toBe(true);
  });

  it.each([
    ["a file under app/ changed", () => write("app/root.tsx", "export default function App() { return null; }"), "app/root.tsx"],
    ["a file added under app/", () => write("app/routes/new.tsx", "export {}"), "app/routes/new.tsx"],
    ["a file removed from app/", () => rmSync(path.join(root, "app/routes/home.tsx")), "app/routes/home.tsx"],
    ["a public file changed", () => write("public/favicon.svg", "<svg></svg>"), "public/favicon.svg"],
    ["the route table's paths changed", () => write("data/site/paths.json", '{"home":{}}'), "data/site/paths.json"],
    ["server.ts changed", () => write("server.ts", "// server, edited"), "server.ts"],
    ["the Vite configuration appeared", () => write("vite.config.ts", "export default {}"), "vite.config.ts"],
    ["the lockfile changed", () => write("package-lock.json", '{"lockfileVersion":3}'), "package-lock.json"],
  ])("is stale once %s, and names the file", (_, change, file) => {
    build();
    change();
    expect(buildState(root)).toEqual({ current: false, reason: `${file} changed since the last build` });
  });

  it("counts the files that changed", () => {
    build();
    write("app/root.tsx", "// 1");
    write("app/routes/home.tsx", "// 2");
    write("server.ts", "// 3");
    expect(buildState(root)).toEqual({ current: false, reason: "app/root.tsx and 2 other files changed since the last build" });
  });
});

/** Every relative import in a file of app/, resolved to a path from the repository's root. */
function relativeImportsOfApp(): string[] {
  const repository = path.resolve(import.meta.dirname, "../..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) ? [file] : [];
    });
  return files(path.join(repository, "app")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.\.?\/[^"]+)"/g)].map((match) =>
      path.relative(repository, path.resolve(path.dirname(file), match[1]!)),
    ),
  );
}

it("every file the app imports from outside app/ is one of the build's inputs", () => {
  const imports = relativeImportsOfApp();
  // The app's own modules import each other by relative paths too: the scan reads them.
  expect(imports.filter((target) => target.startsWith("app/")).length).toBeGreaterThan(50);
  for (const target of imports.filter((target) => !target.startsWith("app/"))) {
    expect(
      BUILD_INPUTS.some((input) => target === input || target.startsWith(`${input}/`)),
      `${target} is imported by the app: add it to BUILD_INPUTS`,
    ).toBe(true);
  }
});

it("takes the inputs as they were when the build began: a file saved while it ran makes the next start build again", () => {
  beginBuild(root, new Date("2026-11-27T10:00:00.000Z"));
  write("build/server.js", "// built");
  expect(endBuild(root)).toBe(true);
  expect(buildState(root)).toEqual({ current: true, builtAt: "2026-11-27T10:00:00.000Z" });

  beginBuild(root);
  write("app/root.tsx", "// saved while the build ran");
  write("build/server.js", "// built");
  expect(endBuild(root)).toBe(true);
  expect(buildState(root)).toEqual({ current: false, reason: "app/root.tsx changed since the last build" });

  // A build made without `begin` (remix vite:build run alone) leaves no record: the next start builds.
  expect(endBuild(root)).toBe(false);
  expect(buildState(root)).toEqual({ current: false, reason: "the build has no record of its inputs (build/inputs.json)" });
});

describe("the script npm start runs", () => {
  const script = path.resolve(import.meta.dirname, "../../scripts/build-stamp.ts");
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  const check = async () => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", tsx, script, "check"], { cwd: root });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  };

  it("says in one line that it serves the current build (exit 0), or why it builds first (exit 1)", async () => {
    build();
    expect(await check()).toEqual({
      code: 0,
      stdout:
        "npm start: the build of 2026-11-27T10:00:00.000Z is current (no change under app/, public/, server.ts, the configuration or the lockfile): serving it without rebuilding.\n",
    });
    write("app/root.tsx", "// edited");
    expect(await check()).toEqual({ code: 1, stdout: "npm start: app/root.tsx changed since the last build: building first.\n" });
  });
});
