/**
 * Forgotten passwords. A request answers the same whether or not the e-mail belongs to an owner;
 * when it does, a random token goes out by e-mail through the outbox (stored in the same
 * transaction) and only its SHA-256 is kept, with an expiry of one hour. Using it sets the new
 * password, ends every session of the owner and spends the token (and any other of the owner's).
 */
import { randomBytes } from "node:crypto";
import type { AppContext } from "~/context.server";
import { mailAddresses, translatorFor } from "~/leads/emails.server";
import { enqueueEmails } from "~/mail/outbox.server";
import { href } from "~/routing/route-table";
import { changePassword, findOwnerByEmail } from "./accounts.server";
import { loginLimits } from "./login-limits.server";
import { passwordProblem, type PasswordProblem } from "./password-policy";
import { hashSecret } from "./secret-hash.server";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const RESEND_AFTER_MS = 60_000;

type ResetContext = Pick<AppContext, "db" | "env" | "site" | "logger" | "outbox">;

/**
 * Sends a reset link to the owner with this e-mail, if there is one; says nothing either way. The
 * e-mail and its link are in the owner's own language (owner:create --language).
 */
export async function requestPasswordReset(context: ResetContext, email: string, origin: string, now = Date.now()): Promise<void> {
  const owner = await findOwnerByEmail(context.db, email);
  if (!owner) return;
  // One usable link a minute per owner at most: the form cannot be used to flood an owner's inbox.
  const recent = await context.db
    .selectFrom("password_reset")
    .select("token_hash")
    .where("owner_id", "=", owner.id)
    .where("created_at", ">", new Date(now - RESEND_AFTER_MS).toISOString())
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (recent) return;
  const token = randomBytes(32).toString("base64url");
  const language = owner.language;
  const t = await translatorFor(language);
  const { from, agency } = mailAddresses(context);
  const agencyName = context.site.config.name;
  const link = `${origin}${href("password-reset", language)}?token=${token}`;
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_reset").where("owner_id", "=", owner.id).where("used_at", "is", null).execute();
    await trx
      .insertInto("password_reset")
      .values({
        token_hash: hashSecret(token),
        owner_id: owner.id,
        expires_at: now + RESET_TOKEN_TTL_MS,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    await enqueueEmails(trx, null, [
      {
        kind: "password-reset",
        from,
        to: owner.email,
        replyTo: agency,
        subject: t("mail.passwordReset.subject", { agency: agencyName }),
        text: [
          t("mail.confirmation.greetingAnonymous"),
          "",
          t("mail.passwordReset.body", { agency: agencyName }),
          link,
          "",
          t("mail.passwordReset.expiry"),
          t("mail.passwordReset.ignore"),
          "",
          t("mail.confirmation.signature", { agency: agencyName }),
        ].join("\n"),
      },
    ]);
  });
  context.outbox.wake();
}

/** The owner's e-mail for a token that can still be used, or null. */
export async function resetTokenEmail(context: Pick<AppContext, "db">, token: string, now = Date.now()): Promise<string | null> {
  const row = await context.db
    .selectFrom("password_reset")
    .innerJoin("owner", "owner.id", "password_reset.owner_id")
    .select("owner.email")
    .where("token_hash", "=", hashSecret(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.email ?? null;
}

export type ResetOutcome = "done" | "invalid" | PasswordProblem;

/** Sets the new password if the token is still good and the password acceptable. */
export async function resetPassword(
  context: Pick<AppContext, "db">,
  token: string,
  password: string,
  now = Date.now(),
): Promise<ResetOutcome> {
  const row = await context.db
    .selectFrom("password_reset")
    .innerJoin("owner", "owner.id", "password_reset.owner_id")
    .select(["owner.id as ownerId", "owner.email"])
    .where("token_hash", "=", hashSecret(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return "invalid";
  const problem = passwordProblem(password, row.email);
  if (problem) return problem;
  // Spent first: of two posts of the same link at once, one changes the password.
  const spent = await context.db
    .updateTable("password_reset")
    .set({ used_at: new Date(now).toISOString() })
    .where("owner_id", "=", row.ownerId)
    .where("used_at", "is", null)
    .where("token_hash", "=", hashSecret(token))
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return "invalid";
  await context.db.deleteFrom("password_reset").where("owner_id", "=", row.ownerId).where("used_at", "is", null).execute();
  await changePassword(context.db, row.ownerId, password);
  // The lock after failed logins offers a new password as the way out: it lifts it.
  await loginLimits(context.db).cleared(row.email);
  return "done";
}
