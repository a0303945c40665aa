/**
 * No runtime import cycle in app/: modules that import each other (type-only imports aside) load
 * in an order that depends on who imports first, and a value read too early is undefined.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The app files a module imports at run time: `import type` and `export type` lines left out. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
    const [, typeOnly, specifier] = match;
    if (typeOnly || !specifier) continue;
    const base = specifier.startsWith("~/")
      ? path.join(APP, specifier.slice(2))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) continue;
    const target = [base, ...EXTENSIONS.map((extension) => base + extension)].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    if (target) found.push(target);
  }
  return found;
}

/** Every cycle, each as the chain of files from one module back to itself. */
function cycles(files: string[], root = APP): string[][] {
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found.map((cycle) => cycle.map((file) => path.relative(root, file)));
}

describe("imports", () => {
  it("form no cycle in app/", () => {
    expect(cycles(sourceFiles(APP)).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("are read as the loader sees them (the check finds a cycle where there is one)", () => {
    // var/ does not exist yet on a fresh clone.
    fs.mkdirSync(path.join(APP, "..", "var"), { recursive: true });
    const dir = fs.mkdtempSync(path.join(APP, "..", "var", "cycle-"));
    try {
      fs.writeFileSync(path.join(dir, "a.tsx"), 'import { b } from "./b";\nimport type { C } from "./c";\nexport const a = b;\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'export { a as b } from "./a";\n');
      fs.writeFileSync(path.join(dir, "c.ts"), 'import { a } from "./a";\nexport type C = typeof a;\n');
      const chains = cycles(sourceFiles(dir), dir).map((cycle) => cycle.join(" → "));
      expect(chains).toEqual(["a.tsx → b.ts → a.tsx"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
