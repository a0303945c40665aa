/**
 * Signed values: "<value>.<signature>", an HMAC-SHA256 of the value under SESSION_SECRET (base64url).
 * For links that must work without logging in (newsletter confirmation, one-click unsubscribe) and
 * for the tokens the forms carry; what is signed can be read but not forged.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

function signatureOf(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function sign(value: string, secret: string): string {
  return `${value}.${signatureOf(value, secret)}`;
}

/** The value of a signed string, or null when the signature does not match. */
export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signatureOf(value, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
