/**
 * reCAPTCHA v3 on the server (ADR 017): only when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are both
 * set, and only for a post that carries a token. A visitor without JavaScript sends none and is
 * never blocked (the honeypot, the minimum fill time and the rate limits still apply). The check is
 * a POST to Google's siteverify with fetch, so msw stands in for it in tests.
 */
import type { Env } from "~/env.server";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** Scores under this are robots' (Google's suggested threshold). */
const MIN_SCORE = 0.5;

/** The site key to hand to the browser, or null when reCAPTCHA is not configured. */
export function recaptchaSiteKey(env: Pick<Env, "RECAPTCHA_SITE_KEY" | "RECAPTCHA_SECRET">): string | null {
  return env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET ? env.RECAPTCHA_SITE_KEY : null;
}

export type RecaptchaOutcome = "not-checked" | "passed" | "failed" | "unavailable";

/**
 * Verifies a post's token. "not-checked": reCAPTCHA is off or the post has no token; "unavailable":
 * Google could not be asked (the post goes on: a visitor is never blocked by an outage).
 */
export async function verifyRecaptcha(
  env: Pick<Env, "RECAPTCHA_SITE_KEY" | "RECAPTCHA_SECRET">,
  token: FormDataEntryValue | null,
  remoteIp?: string,
): Promise<RecaptchaOutcome> {
  if (!recaptchaSiteKey(env) || typeof token !== "string" || token === "") return "not-checked";
  if (token.length > 4000) return "failed";
  const body = new URLSearchParams({ secret: env.RECAPTCHA_SECRET!, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(RECAPTCHA_VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return "unavailable";
    const result = (await response.json()) as { success?: boolean; score?: number };
    return result.success === true && (result.score === undefined || result.score >= MIN_SCORE) ? "passed" : "failed";
  } catch {
    return "unavailable";
  }
}
