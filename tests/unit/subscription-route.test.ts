/**
 * The page of the e-mails' signed links (issue 7 §6, §7): opening a link changes nothing (mail
 * scanners open every link), its button does it; a mail client's one-click POST (RFC 8058) too.
 */
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { subscriptionUrl } from "../../app/leads/subscriptions.server";
import { action, loader } from "../../app/routes/subscription";
import { makeLeadContext, ORIGIN, SECRET, type LeadTestContext } from "./leads-fixture";

describe("subscription links", () => {
  let c: LeadTestContext;
  let id: number;
  beforeEach(async () => {
    c = await makeLeadContext("sqlite");
    const now = "2026-11-01T10:00:00.000Z";
    const row = await c.db
      .insertInto("subscriber")
      .values({ email: "jan@example.be", language: "nl", consented_at: now, created_at: now, confirmed_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  });
  afterEach(async () => {
    await c.close();
  });

  const context = () => c as unknown as AppLoadContext;
  const unsubscribed = async () =>
    (await c.db.selectFrom("subscriber").select("unsubscribed_at").where("id", "=", id).executeTakeFirstOrThrow()).unsubscribed_at;
  const statusOf = (value: unknown) => (value as { init: { status: number } | null }).init?.status ?? 200;

  it("shows a button when opened, and unsubscribes only when it is pressed", async () => {
    const url = subscriptionUrl(ORIGIN, "unsubscribe", id, "nl", SECRET);
    const opened = await loader({ request: new Request(url), context: context(), params: {} });
    expect((opened as unknown as { data: { pending: string } }).data.pending).toBe("unsubscribe");
    expect(await unsubscribed()).toBeNull();

    const pressed = await action({
      request: new Request(url, { method: "POST", body: new URLSearchParams() }),
      context: context(),
      params: {},
    });
    expect((pressed as unknown as { data: { outcome: string } }).data.outcome).toBe("unsubscribe");
    expect(statusOf(pressed)).toBe(200);
    expect(await unsubscribed()).not.toBeNull();
  });

  it("answers a mail client's one-click POST with 200, and a forged link with 400", async () => {
    const url = subscriptionUrl(ORIGIN, "unsubscribe", id, "nl", SECRET);
    const oneClick = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(statusOf(await action({ request: oneClick, context: context(), params: {} }))).toBe(200);
    expect(await unsubscribed()).not.toBeNull();

    const forged = `${url.slice(0, -3)}abc`;
    expect(statusOf(await action({ request: new Request(forged, { method: "POST" }), context: context(), params: {} }))).toBe(400);
    expect(statusOf(await loader({ request: new Request(forged), context: context(), params: {} }))).toBe(400);
  });
});
