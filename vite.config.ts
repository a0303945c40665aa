/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { constants as zlib } from "node:zlib";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Two chunks every page loads, each in one piece (ADR 026): React with Remix, and the site's shell
 * (root, header, footer, consent dialog, routing, texts). Left to Rollup, the deferred parts'
 * imports split them into a dozen small chunks, 1.8 KB more gzip in all.
 */
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//;
const SHELL = [
  /\/app\/(routing|i18n)\//,
  // Not the tag runtime: fetched only where a tag is configured (ADR 020).
  /\/app\/consent\/(?!tag-runtime)/,
  /\/app\/components\/(shell|consent)\/(?!.*\.deferred\.)/,
  /\/app\/components\/(translation|deferred|nonce|icons|json-ld|not-found|use-hydrated)\.tsx?$/,
  /\/app\/components\/forms\/held-submit\.ts$/,
  /\/app\/components\/form-links\.ts$/,
];
/** The listing cards, with their pictures: the listings' pages load them first, others with a deferred part. */
const CARDS = /\/app\/components\/(listing-card|listing-grid|picture)\.tsx$/;
function clientChunk(id: string): string | undefined {
  if (VENDOR.test(id)) return "vendor";
  if (SHELL.some((pattern) => pattern.test(id))) return "shell";
  if (CARDS.test(id)) return "cards";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  server: { port: 3000 },
  build: {
    sourcemap: false,
    // Terser over esbuild's minifier: 4 % less gzip on the React/Remix chunk every page loads (ADR 026).
    // The server's bundle stays readable (its stack traces are the log's).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: { output: isSsrBuild ? {} : { manualChunks: clientChunk } },
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
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    // Vitest 3 keeps a core free: one worker on the project's two-core machines, for tests that
    // wait on PostgreSQL, scrypt and child processes about as much as they compute (ADR 040).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
}));
