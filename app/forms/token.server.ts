/**
 * The per-render form token (ADR 017): "<random id>.<render time in ms>.<HMAC>", signed with
 * SESSION_SECRET. The loader renders a new one into every form; the action checks it. It is both
 * the submission's identity (the same token posted twice stores one lead, app/leads/store.server.ts)
 * and the clock of the minimum fill time: a post without a valid token, or sooner after the render
 * than FORM_MIN_FILL_SECONDS, is a robot's.
 */
import { randomBytes } from "node:crypto";
import { sign, unsign } from "~/http/signature.server";

/** Longer than any token this server makes (base64url id, milliseconds, signature). */
const MAX_TOKEN_LENGTH = 200;

export function createFormToken(secret: string, now: number = Date.now()): string {
  return sign(`${randomBytes(16).toString("base64url")}.${now}`, secret);
}

export type FormToken = { id: string; renderedAt: number };

/** The token's id and render time, or null when it is missing, malformed or not signed by this server. */
export function readFormToken(token: unknown, secret: string): FormToken | null {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const value = unsign(token, secret);
  const match = value ? /^([A-Za-z0-9_-]{16,64})\.(\d{13})$/.exec(value) : null;
  if (!match) return null;
  return { id: match[1]!, renderedAt: Number(match[2]) };
}

/**
 * Why a post with this token must be dropped as spam, or null when it may go on: no valid token,
 * or filled in faster than `minFillSeconds`.
 */
export function tokenRejection(
  token: FormToken | null,
  minFillSeconds: number,
  now: number = Date.now(),
): "token-missing-or-forged" | "filled-too-fast" | null {
  if (!token) return "token-missing-or-forged";
  if (minFillSeconds > 0 && now - token.renderedAt < minFillSeconds * 1000) return "filled-too-fast";
  return null;
}
