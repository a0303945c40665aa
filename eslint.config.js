// ESLint: TypeScript, React, hooks and accessibility rules over the app, the server, scripts and tests.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "var/", "public/", "test-results/", "playwright-report/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The CI's helper scripts: plain JavaScript run by Node.
  { files: [".ci/**/*.mjs"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // A scrolling region (gallery strip, wide table) is focusable so that it scrolls by keyboard (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }],
    },
  },
  {
    // Kysely<any> is how Kysely types code that works on any schema, migrations first of all.
    files: ["app/db/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // A migration never changes once shipped, so it imports Kysely and nothing else: what it needs of
    // the app is copied into it as it was then (ADR 038). The list of migrations (index.ts) imports them.
    files: ["app/db/migrations/**"],
    ignores: ["app/db/migrations/index.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!kysely$)", message: "A migration imports only kysely: copy what it needs of the app into it (ADR 038)." },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools and tests print to the terminal; tests reshape JSON fixtures freely.
    files: ["scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
