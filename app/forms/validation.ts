/**
 * What the browser checks a form with before sending it: conform's zod parser and the forms'
 * schemas, the same the server parses every post with. One chunk, loaded when the visitor first
 * moves into a form (app/components/forms/form-kit.tsx, ADR 025), so that no page's first load
 * carries the validation library.
 */
export { parseWithZod } from "@conform-to/zod/v4";
export * as schemas from "./schemas";
