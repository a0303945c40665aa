/**
 * Owners' login sessions, kept in the database (table owner_session) so that every instance on it
 * knows them: the cookie holds only a random id (signed with SESSION_SECRET), the row keeps its
 * SHA-256, the owner and the session's data. A session ends after IDLE_MS without a request, at
 * logout (its row deleted) and when the owner's password changes (accounts.server.ts deletes every
 * row of the owner). See docs/decisions/019-owner-login.md.
 */
import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type SessionStorage } from "@remix-run/node";
import type { Database } from "~/db/db.server";
import type { Env } from "~/env.server";
import { servedOverHttps } from "~/routing/origin";
import { hashSecret } from "./secret-hash.server";

/** A session ends after 30 minutes without a request (OWASP's advice for low-risk applications). */
export const IDLE_MS = 30 * 60_000;
/** The expiry moves on at most once a minute, so that a page's requests do not each write a row. */
const TOUCH_MS = 60_000;

/** Where remix-auth keeps the logged-in owner in the session's data. */
export const OWNER_KEY = "owner";
export type SessionOwner = { id: number };

/**
 * The session cookie's name: Secure and __Host- prefixed (pinned to this host) wherever the site is
 * served over HTTPS (`servedOverHttps`, ADR 038); the cookie policy lists it by this name.
 */
export function ownerSessionCookieName(env: Pick<Env, "PUBLIC_URL">): string {
  return servedOverHttps(env) ? "__Host-owner_session" : "owner_session";
}

export function ownerSessionStorage(db: Database, env: Pick<Env, "PUBLIC_URL" | "SESSION_SECRET">, now = Date.now): SessionStorage {
  const cookie = createCookie(ownerSessionCookieName(env), {
    httpOnly: true,
    sameSite: "lax",
    secure: servedOverHttps(env),
    path: "/",
    secrets: [env.SESSION_SECRET],
    // No Max-Age: the browser forgets it when it closes; the database ends it after inactivity.
  });
  let sweptAt = 0;
  return createSessionStorage({
    cookie,
    async createData(data) {
      const id = randomBytes(32).toString("base64url");
      const owner = data[OWNER_KEY] as SessionOwner | undefined;
      await db
        .insertInto("owner_session")
        .values({
          id_hash: hashSecret(id),
          owner_id: owner?.id ?? null,
          data: JSON.stringify(data),
          created_at: new Date(now()).toISOString(),
          expires_at: now() + IDLE_MS,
        })
        .execute();
      if (now() - sweptAt > IDLE_MS) {
        sweptAt = now();
        await db.deleteFrom("owner_session").where("expires_at", "<=", now()).execute();
      }
      return id;
    },
    async readData(id) {
      const row = await db
        .selectFrom("owner_session")
        .select(["data", "expires_at"])
        .where("id_hash", "=", hashSecret(id))
        .where("expires_at", ">", now())
        .executeTakeFirst();
      if (!row) return null;
      if (Number(row.expires_at) - now() < IDLE_MS - TOUCH_MS) {
        await db
          .updateTable("owner_session")
          .set({ expires_at: now() + IDLE_MS })
          .where("id_hash", "=", hashSecret(id))
          .execute();
      }
      return JSON.parse(row.data) as Record<string, unknown>;
    },
    async updateData(id, data) {
      await db
        .updateTable("owner_session")
        .set({ data: JSON.stringify(data) })
        .where("id_hash", "=", hashSecret(id))
        .execute();
    },
    async deleteData(id) {
      await db.deleteFrom("owner_session").where("id_hash", "=", hashSecret(id)).execute();
    },
  });
}
