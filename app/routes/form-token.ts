import type { LoaderFunctionArgs } from "@remix-run/node";
import { createFormToken } from "~/forms/token.server";

/**
 * GET /form-token: a new form token (ADR 017), for a form on a page served from the render cache,
 * whose own token all its visitors share (ADR 021). Never kept by any cache.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return Response.json({ token: createFormToken(context.env.SESSION_SECRET) }, { headers: { "Cache-Control": "no-store" } });
}
