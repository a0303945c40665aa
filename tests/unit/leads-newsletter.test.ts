/**
 * Sending a newsletter (issue 7 §7): only confirmed subscribers of the language get it, each copy
 * carries its own working one-click unsubscribe link (text and List-Unsubscribe headers).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queueNewsletter } from "../../app/leads/newsletter.server";
import { applySubscriptionAction, readSubscriptionToken } from "../../app/leads/subscriptions.server";
import { KINDS, makeLeadContext, ORIGIN, outboxMessages, SECRET, type LeadTestContext } from "./leads-fixture";

describe.each(KINDS)("newsletter on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    await c.close();
  });

  const add = async (email: string, language: string, state: "confirmed" | "unconfirmed" | "unsubscribed") => {
    const now = "2026-11-01T10:00:00.000Z";
    await c.db
      .insertInto("subscriber")
      .values({
        email,
        language,
        consented_at: now,
        created_at: now,
        confirmed_at: state === "unconfirmed" ? null : now,
        unsubscribed_at: state === "unsubscribed" ? now : null,
      })
      .execute();
  };

  it("goes to the confirmed subscribers of its language only, each with a working unsubscribe link", async () => {
    await add("a@example.be", "fr", "confirmed");
    await add("b@example.be", "fr", "unconfirmed");
    await add("c@example.be", "fr", "unsubscribed");
    await add("d@example.be", "nl", "confirmed");
    await add("e@example.be", "fr", "confirmed");

    const count = await queueNewsletter(c, { language: "fr", subject: "Nos nouveautés", text: "Bonjour,\nVoici nos biens." }, ORIGIN);
    expect(count).toBe(2);
    const mails = await outboxMessages(c.db);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(["a@example.be", "e@example.be"]);

    const first = mails.find((mail) => mail.recipient === "a@example.be")!.email;
    expect(first.subject).toBe("Nos nouveautés");
    expect(first.text).toContain("Voici nos biens.");
    const link = first.text.match(/Se désinscrire\u00a0: (\S+)/)?.[1];
    expect(link).toMatch(/^https:\/\/www\.example\.be\/fr\/abonnement\/\?token=/);
    expect(first.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const action = readSubscriptionToken(new URL(link!).searchParams.get("token")!, SECRET)!;
    expect(action.action).toBe("unsubscribe");
    expect(await applySubscriptionAction(c.db, action.action, action.id)).toBe("done");
    // Unsubscribed: the next newsletter goes to the other one only.
    expect(await queueNewsletter(c, { language: "fr", subject: "Suite", text: "…" }, ORIGIN)).toBe(1);
  });
});
