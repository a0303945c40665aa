/**
 * Forgotten passwords (issue 8 §2): a link only for an owner's e-mail, in the owner's language,
 * one usable link a minute at most, stored as a hash, single-use, within its hour; using it sets
 * the password, ends the sessions and clears the account's failed-login counts at every address.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceCatalogue } from "../../app/catalogue/store.server";
import { saveOwner } from "../../app/owners/accounts.server";
import { ACCOUNT_FAILURE_LIMIT, loginLimits } from "../../app/owners/login-limits.server";
import { requestPasswordReset, resetPassword, resetTokenEmail } from "../../app/owners/password-reset.server";
import { verifyPassword } from "../../app/owners/password.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { KINDS, makeLeadContext, ORIGIN, type LeadTestContext } from "./leads-fixture";

describe.each(KINDS)("forgotten passwords on %s", (kind) => {
  let c: LeadTestContext;
  const start = Date.parse("2026-03-10T11:00:00Z");
  beforeEach(async () => {
    c = await makeLeadContext(kind);
    await replaceCatalogue(c.db, makeCatalogue(2), "test");
    await saveOwner(c.db, { email: "anne@example.com", password: "une phrase assez longue", listingIds: [4_000_001], language: "nl" });
  });
  afterEach(async () => {
    await c.close();
  });

  const mails = async () => c.db.selectFrom("outbox").select(["recipient", "message", "kind"]).execute();
  const tokenOf = (message: string) => /\?token=([A-Za-z0-9_-]+)/.exec(JSON.parse(message).text as string)?.[1] ?? "";

  it("sends nothing for an unknown e-mail, and one Dutch link for a Dutch owner, stored only as a hash", async () => {
    await requestPasswordReset(c, "nobody@example.com", ORIGIN, start);
    expect(await mails()).toEqual([]);
    await requestPasswordReset(c, "Anne@Example.com", ORIGIN, start);
    const [mail] = await mails();
    expect(mail?.recipient).toBe("anne@example.com");
    expect(mail?.kind).toBe("password-reset");
    expect(JSON.parse(mail!.message).text).toContain(`${ORIGIN}/nl/login/nieuw-wachtwoord/?token=`);
    const token = tokenOf(mail!.message);
    expect(token.length).toBeGreaterThan(40);
    const stored = JSON.stringify(await c.db.selectFrom("password_reset").selectAll().execute());
    expect(stored).not.toContain(token);
    expect(await resetTokenEmail(c, token, start + 1000)).toBe("anne@example.com");
  });

  it("sends at most one usable link a minute to an owner", async () => {
    await requestPasswordReset(c, "anne@example.com", ORIGIN, start);
    await requestPasswordReset(c, "anne@example.com", ORIGIN, start + 30_000);
    expect(await mails()).toHaveLength(1);
    await requestPasswordReset(c, "anne@example.com", ORIGIN, start + 61_000);
    expect(await mails()).toHaveLength(2);
    // The newer link replaces the older one.
    const [first, second] = (await mails()).map((mail) => tokenOf(mail.message));
    expect(await resetTokenEmail(c, first!, start + 62_000)).toBeNull();
    expect(await resetTokenEmail(c, second!, start + 62_000)).toBe("anne@example.com");
  });

  it("a link works once, within its hour; it sets the password, ends the sessions and lifts the login refusals of every address", async () => {
    await requestPasswordReset(c, "anne@example.com", ORIGIN, start);
    const token = tokenOf((await mails())[0]!.message);
    const owner = await c.db.selectFrom("owner").select(["id"]).executeTakeFirstOrThrow();
    await c.db
      .insertInto("owner_session")
      .values({ id_hash: "x", owner_id: owner.id, data: "{}", created_at: new Date(start).toISOString(), expires_at: start + 1e9 })
      .execute();
    const limits = loginLimits(c.db, () => start);
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      for (let n = 0; n <= ACCOUNT_FAILURE_LIMIT; n++) await limits.attempt("anne@example.com", address);
      expect((await limits.attempt("anne@example.com", address)).refused).toBe("account");
    }

    expect(await resetPassword(c, token, "short", start + 1000)).toBe("too-short");
    expect(await resetPassword(c, token, "a new long passphrase", start + 3_600_001)).toBe("invalid");
    expect(await resetPassword(c, token, "a new long passphrase", start + 1000)).toBe("done");
    expect(await resetPassword(c, token, "another long passphrase", start + 2000)).toBe("invalid");

    const { password_hash } = await c.db.selectFrom("owner").select("password_hash").executeTakeFirstOrThrow();
    expect(await verifyPassword("a new long passphrase", password_hash)).toBe(true);
    expect(await c.db.selectFrom("owner_session").selectAll().execute()).toEqual([]);
    expect((await limits.attempt("anne@example.com", "203.0.113.1")).refused).toBeNull();
    expect((await limits.attempt("anne@example.com", "203.0.113.2")).refused).toBeNull();
  });
});
