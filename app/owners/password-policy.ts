/**
 * What an owner's new password must be (shared by the server and the browser's validation): at
 * least MIN_PASSWORD_LENGTH characters (NIST SP 800-63B asks for 8; owners' accounts get 10), not
 * one of the most common ones, not made of three characters, not the e-mail's name. No rules on
 * character classes: they make passwords harder to remember, not to guess (NIST again).
 */
export const MIN_PASSWORD_LENGTH = 10;
/** Longer passwords are refused before hashing: scrypt's time grows with the input. */
export const MAX_PASSWORD_LENGTH = 200;

const COMMON_PASSWORDS = new Set([
  "1234567890",
  "0123456789",
  "12345678910",
  "azertyuiop",
  "qwertyuiop",
  "password123",
  "motdepasse",
  "wachtwoord",
  "passwort123",
  "iloveyou123",
  "1q2w3e4r5t",
  "azerty1234",
  "qwerty1234",
]);

export type PasswordProblem = "too-short" | "too-simple" | "contains-email";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short";
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size < 4) return "too-simple";
  const address = email.toLowerCase();
  const local = address.split("@")[0] ?? "";
  if (lower.includes(address) || (local.length >= 4 && lower.includes(local))) return "contains-email";
  return null;
}
