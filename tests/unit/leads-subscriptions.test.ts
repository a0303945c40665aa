/**
 * Newsletter double opt-in and signed links (issue 7 §6, §7): a sign-up stores an unconfirmed
 * subscriber and e-mails a link that confirms it; a forged or altered link does nothing; the
 * unsubscribe link ends it; signing up again after unsubscribing needs a new confirmation.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sign } from "../../app/http/signature.server";
import { submitLead } from "../../app/leads/store.server";
import { applySubscriptionAction, readSubscriptionToken, subscriptionUrl } from "../../app/leads/subscriptions.server";
import { countRows, KINDS, makeLeadContext, ORIGIN, outboxMessages, SECRET, submission, type LeadTestContext } from "./leads-fixture";

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

describe("signed subscription links", () => {
  it("read back what they carry, only under the same secret and unaltered", () => {
    const url = subscriptionUrl(ORIGIN, "unsubscribe", 42, "de", SECRET);
    expect(url.startsWith("https://www.example.be/de/abonnement/?token=")).toBe(true);
    const token = tokenOf(url);
    expect(readSubscriptionToken(token, SECRET)).toEqual({ action: "unsubscribe", id: 42, language: "de" });

    const [value, signature] = [token.slice(0, token.lastIndexOf(".")), token.slice(token.lastIndexOf(".") + 1)];
    expect(value).toBe("u-42-de");
    // Another id or action under the original signature.
    expect(readSubscriptionToken(`u-43-de.${signature}`, SECRET)).toBeNull();
    expect(readSubscriptionToken(`c-42-de.${signature}`, SECRET)).toBeNull();
    // An altered signature, a signature under another secret, no signature, garbage.
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readSubscriptionToken(`${value}.${flipped}`, SECRET)).toBeNull();
    expect(readSubscriptionToken(tokenOf(subscriptionUrl(ORIGIN, "unsubscribe", 42, "de", `${SECRET}-other`)), SECRET)).toBeNull();
    expect(readSubscriptionToken(value, SECRET)).toBeNull();
    expect(readSubscriptionToken("", SECRET)).toBeNull();
    expect(readSubscriptionToken(`${value}.`, SECRET)).toBeNull();
    // Correctly signed, but not a subscription link.
    expect(readSubscriptionToken(sign("x-42-de", SECRET), SECRET)).toBeNull();
  });
});

describe.each(KINDS)("newsletter subscribers on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    await c.close();
  });

  const signUp = async (language: "nl" | "fr" = "nl", email = "Jan@Example.be") => {
    const result = await submitLead(c, submission("sign-newsletter", { language, email, listingId: null, fields: {} }), ORIGIN);
    expect(result.status).toBe("stored");
  };
  const subscriber = () => c.db.selectFrom("subscriber").selectAll().where("email", "=", "jan@example.be").executeTakeFirstOrThrow();
  const confirmMails = async () => (await outboxMessages(c.db)).filter((row) => row.kind === "newsletter-confirm");
  const linkIn = (text: string, path: string) => {
    const match = text.match(new RegExp(`https://www\\.example\\.be${path}\\?token=\\S+`));
    expect(match, text).not.toBeNull();
    return match![0];
  };

  it("takes two sign-ups of one address at the same moment without failing either", async () => {
    const post = () => submitLead(c, submission("sign-newsletter", { email: "same@example.be", listingId: null, fields: {} }), ORIGIN);
    const results = await Promise.all([post(), post(), post()]);
    expect(results.map((result) => result.status)).toEqual(["stored", "stored", "stored"]);
    expect(await countRows(c.db, "subscriber")).toBe(1);
  });

  it("stores an unconfirmed subscriber and e-mails a link that confirms it", async () => {
    await signUp();
    const stored = await subscriber();
    expect(stored).toMatchObject({ language: "nl", confirmed_at: null, unsubscribed_at: null });
    expect(Number.isNaN(Date.parse(stored.consented_at))).toBe(false);

    const mails = await outboxMessages(c.db);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["lead-agency", "info@immo-meuse-sambre.be"],
      ["newsletter-confirm", "jan@example.be"],
    ]);
    const confirm = mails[1]!.email;
    expect(confirm.subject).toBe("Bevestig uw inschrijving op de nieuwsbrief – Immo Meuse & Sambre");
    const link = linkIn(confirm.text, "/nl/inschrijving/");

    const action = readSubscriptionToken(tokenOf(link), SECRET);
    expect(action).toEqual({ action: "confirm", id: Number(stored.id), language: "nl" });
    expect(await applySubscriptionAction(c.db, action!.action, action!.id)).toBe("done");
    expect((await subscriber()).confirmed_at).not.toBeNull();

    // Already confirmed: signing up again sends no new confirmation.
    await signUp();
    expect(await confirmMails()).toHaveLength(1);
    expect((await subscriber()).confirmed_at).not.toBeNull();
    expect(await countRows(c.db, "subscriber")).toBe(1);
  });

  it("unsubscribes; an old confirmation link does not subscribe again; a new sign-up needs a new confirmation", async () => {
    await signUp();
    const confirmLink = linkIn((await confirmMails())[0]!.email.text, "/nl/inschrijving/");
    const { id } = readSubscriptionToken(tokenOf(confirmLink), SECRET)!;
    expect(await applySubscriptionAction(c.db, "confirm", id)).toBe("done");

    const unsubscribe = readSubscriptionToken(tokenOf(subscriptionUrl(ORIGIN, "unsubscribe", id, "nl", SECRET)), SECRET)!;
    expect(await applySubscriptionAction(c.db, unsubscribe.action, unsubscribe.id)).toBe("done");
    expect((await subscriber()).unsubscribed_at).not.toBeNull();

    expect(await applySubscriptionAction(c.db, "confirm", id)).toBe("unknown");
    expect((await subscriber()).unsubscribed_at).not.toBeNull();

    await signUp("fr");
    const again = await subscriber();
    expect(again).toMatchObject({ id, language: "fr", confirmed_at: null, unsubscribed_at: null });
    const mails = await confirmMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.email.subject).toBe("Confirmez votre inscription à la newsletter – Immo Meuse & Sambre");
    const newLink = readSubscriptionToken(tokenOf(linkIn(mails[1]!.email.text, "/fr/abonnement/")), SECRET)!;
    expect(await applySubscriptionAction(c.db, newLink.action, newLink.id)).toBe("done");
    expect((await subscriber()).confirmed_at).not.toBeNull();
  });

  it("subscribes a demand that ticked the newsletter, and only that one", async () => {
    const demand = (email: string, newsletter: boolean) =>
      submitLead(
        c,
        submission("demand-register", {
          email,
          listingId: null,
          fields: { goal: "buy", types: [1], zones: ["region:wallonia"], startDate: "2026-01-01", endDate: "2026-12-31", newsletter },
        }),
        ORIGIN,
      );
    expect((await demand("jan@example.be", true)).status).toBe("stored");
    expect((await demand("piet@example.be", false)).status).toBe("stored");
    const subscribers = await c.db.selectFrom("subscriber").select(["email", "confirmed_at"]).execute();
    expect(subscribers).toEqual([{ email: "jan@example.be", confirmed_at: null }]);
    expect((await confirmMails()).map((mail) => mail.recipient)).toEqual(["jan@example.be"]);
    // The demand itself is confirmed to both.
    const confirmations = (await outboxMessages(c.db)).filter((row) => row.kind === "lead-confirmation");
    expect(confirmations.map((row) => row.recipient)).toEqual(["jan@example.be", "piet@example.be"]);
  });

  it("answers unknown for a link to nothing", async () => {
    expect(await applySubscriptionAction(c.db, "confirm", 999)).toBe("unknown");
    expect(await applySubscriptionAction(c.db, "unsubscribe", 999)).toBe("unknown");
    expect(await applySubscriptionAction(c.db, "stop-alerts", 999)).toBe("unknown");
  });
});
