/**
 * Owner accounts: an e-mail, a password hash and the listings the owner may see. Created and
 * updated by `npm run owner:create` (scripts/owner-create.ts) and, in development, by the demo
 * seed (app/owners/demo.server.ts); read by the login and the portal.
 */
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { passwordProblem, type PasswordProblem } from "./password-policy";
import { hashPassword } from "./password.server";

export type Owner = { id: number; email: string; language: Language };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findOwnerByEmail(db: Database, email: string): Promise<(Owner & { passwordHash: string }) | undefined> {
  const row = await db
    .selectFrom("owner")
    .select(["id", "email", "language", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, language: languageOf(row.language), passwordHash: row.password_hash };
}

export async function findOwner(db: Database, id: number): Promise<Owner | undefined> {
  const row = await db.selectFrom("owner").select(["id", "email", "language"]).where("id", "=", id).executeTakeFirst();
  return row && { id: row.id, email: row.email, language: languageOf(row.language) };
}

/** The ids of the listings an owner may see, in id order. */
export async function ownerListingIds(db: Database, ownerId: number): Promise<number[]> {
  const rows = await db.selectFrom("owner_listing").select("listing_id").where("owner_id", "=", ownerId).orderBy("listing_id").execute();
  return rows.map((row) => row.listing_id);
}

function languageOf(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : "fr";
}

export class OwnerInputError extends Error {}

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  "too-short": "the password is too short: use at least 10 characters (a sentence of a few words is easiest to remember)",
  "too-simple": "the password is too easy to guess: use a less common one",
  "contains-email": "the password contains the e-mail address: choose another",
};

export type SaveOwnerInput = { email: string; password: string; listingIds: number[]; language: Language };

/**
 * Creates the owner, or updates the one with that e-mail: new password (which ends the owner's
 * sessions) and exactly these listings. Refuses, with an OwnerInputError that says why, a bad
 * e-mail, a weak password, or a listing id the catalogue does not hold.
 */
export async function saveOwner(db: Database, input: SaveOwnerInput): Promise<{ ownerId: number; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!z.email().safeParse(email).success) throw new OwnerInputError(`"${input.email}" is not an e-mail address`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw new OwnerInputError(PASSWORD_MESSAGES[problem]);
  if (input.listingIds.length === 0) throw new OwnerInputError("give at least one property id");
  const ids = [...new Set(input.listingIds)];
  const known = await db.selectFrom("catalogue_listing").select("id").where("id", "in", ids).execute();
  const missing = ids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) throw new OwnerInputError(`no property with id ${missing.join(", ")} in the catalogue`);

  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("owner")
      .values({ email, password_hash: passwordHash, language: input.language, created_at: now, password_changed_at: now })
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet({ password_hash: passwordHash, language: input.language, password_changed_at: now }),
      )
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    const ownerId = row.id;
    // An owner who had an account: the new password ends their sessions, and these listings replace theirs.
    await trx.deleteFrom("owner_session").where("owner_id", "=", ownerId).execute();
    await trx.deleteFrom("owner_listing").where("owner_id", "=", ownerId).execute();
    await trx
      .insertInto("owner_listing")
      .values(ids.map((listingId) => ({ owner_id: ownerId, listing_id: listingId })))
      .execute();
    // An update keeps the owner's created_at: only a new owner has this save's time.
    return { ownerId, created: row.created_at === now };
  });
}

/** Sets a new password and ends every session of the owner (on every instance). */
export async function changePassword(db: Database, ownerId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("owner")
      .set({ password_hash: passwordHash, password_changed_at: new Date().toISOString() })
      .where("id", "=", ownerId)
      .execute();
    await trx.deleteFrom("owner_session").where("owner_id", "=", ownerId).execute();
  });
}
