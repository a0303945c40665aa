/**
 * Owners' passwords: scrypt (N = 2^15, r = 8, p = 1, as OWASP advises) with a random salt per
 * password, compared with timingSafeEqual. A hash reads "scrypt$N$r$p$salt$key" (base64url), so
 * the cost can be raised later without invalidating the passwords already stored.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // 128 · N · r bytes are needed; twice that leaves room (the default cap is 32 MiB).
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r);
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody has: an unknown e-mail is checked against it, so that the answer
 * takes as long as for a known e-mail with a wrong password (nothing tells which e-mails exist).
 */
let dummyHash: Promise<string> | undefined;
export function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummyHash;
}
