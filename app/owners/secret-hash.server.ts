/**
 * What the database keeps of a secret it must recognise but never give back (a session id, a
 * forgotten-password token): its SHA-256. The secrets are 256 random bits, so no salt or slow hash
 * is needed; a copy of the database opens no session and resets no password.
 */
import { createHash } from "node:crypto";

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}
