import type { LoaderFunctionArgs } from "@remix-run/node";
import { FORM_SHOWN_PARAMETER } from "~/forms/setup";
import { createFormToken } from "~/forms/token.server";

/** The longest a form may have been shown for its new token: older pages count as an hour. */
const MAX_SHOWN_MS = 60 * 60_000;

/**
 * GET /form-token/?shown=MS: a new form token (ADR 017) for a form on a page served from the
 * render cache, whose own token all its visitors share (ADR 021). It is dated from when the form
 * was shown (MS ago), so the minimum fill time counts from there. Never kept by any cache.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const shown = Number(new URL(request.url).searchParams.get(FORM_SHOWN_PARAMETER));
  const ago = Number.isFinite(shown) ? Math.min(Math.max(shown, 0), MAX_SHOWN_MS) : 0;
  return Response.json(
    { token: createFormToken(context.env.SESSION_SECRET, Date.now() - ago) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
