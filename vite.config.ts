/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { constants as zlib } from "node:zlib";
import { defineConfig, type Rollup } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/** The unit tests, and those of them that replace a module with vi.mock (they need modules of their own). */
const UNIT_TESTS = ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"];
const MOCKING_TESTS = ["tests/unit/pictures.test.ts", "tests/unit/owner-login.test.ts"];

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Two warnings Rollup gives on every build that say nothing about this app are dropped; every other
 * warning fails the build, with Rollup's words, so that none lands unseen among the build's lines
 * (ADR 037):
 * - EMPTY_BUNDLE: a resource route (no component: /consent, /form-token, /map-image, the sitemaps…)
 *   still gets a browser chunk, empty (remix-run/remix#9055, closed unfixed with Remix v2's end).
 * - INVALID_ANNOTATION in zod: two of its comments mention `@__PURE__` in prose, which Rollup takes
 *   for misplaced annotations (colinhacks/zod#6619).
 */
function onwarn(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
  // Vite drops these two itself, unprinted: @remix-run/react's own modules import each other in a
  // circle (the app's import cycles are a unit test's: tests/unit/import-cycles.test.ts).
  if (warning.code === "CIRCULAR_DEPENDENCY" || warning.code === "THIS_IS_UNDEFINED") return warn(warning);
  throw new Error(`The build stops at a warning (vite.config.ts, ADR 037): ${warning.message}`);
}

const APP_DIRECTORY = path.resolve(import.meta.dirname, "app");
const ROOT_MODULE = path.join(APP_DIRECTORY, "root.tsx");

/**
 * Every module the root route imports statically, its libraries included, goes into one chunk
 * ("shell"): the browser loads all of them on every page anyway, and Rollup would otherwise split
 * them into a dozen chunks of a few hundred bytes each, shared with the routes, each one more
 * request before the first paint on a slow phone (ADR 058). What a route alone imports, and what
 * any module imports dynamically, is split as before.
 */
function shellChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  // Walked again for each module (a few hundred, in milliseconds): no state kept from one build to the next.
  return id !== ROOT_MODULE && staticImportsOf(ROOT_MODULE, getModuleInfo).has(id) ? "shell" : undefined;
}

function staticImportsOf(entry: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const next = [entry];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (!reached.has(imported)) {
        reached.add(imported);
        next.push(imported);
      }
    }
  }
  return reached;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": APP_DIRECTORY },
  },
  server: { port: 3000 },
  build: {
    sourcemap: false,
    // Terser over esbuild's minifier: 4 % less gzip on the React/Remix chunk every page loads (ADR 026).
    // The server's bundle stays readable (its stack traces are the log's).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: { onwarn, output: isSsrBuild ? {} : { manualChunks: shellChunk } },
  },
  plugins: [
    // vitest loads this file too: the Remix plugin is only for the app build and dev server.
    !process.env.VITEST &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
    // Each script and stylesheet of the browser's bundle, compressed once at build time at the
    // highest levels (brotli 11, gzip 9), next to it: server.ts serves these (ADR 028) instead of
    // compressing the same file on every first visit, at a lower level.
    !process.env.VITEST &&
      !isSsrBuild &&
      compression({
        include: /\.(js|css)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm("brotliCompress", {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
          }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        logLevel: "silent",
      }),
  ],
  test: {
    environment: "node",
    // Vitest 3 keeps a core free: one worker on the project's two-core machines, for tests that
    // wait on PostgreSQL, scrypt and child processes about as much as they compute (ADR 040).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The test files of a worker share their modules (isolate: false): importing the app again for
    // each file took 64–71 s of collect time, 17 s shared (ADR 042). The files that replace a module
    // with vi.mock get modules of their own, or the mock would not reach a module already loaded.
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT_TESTS, exclude: MOCKING_TESTS } },
      { extends: true, test: { name: "unit, own modules", include: MOCKING_TESTS, isolate: true } },
    ],
  },
}));
