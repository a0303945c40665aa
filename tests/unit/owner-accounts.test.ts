/**
 * Owner accounts as `npm run owner:create` saves them (issue 8 §2), and the development demo
 * owner, on SQLite and PostgreSQL: create, update (new password, exactly the new listings, the
 * owner's sessions ended), clear refusals that change nothing; the demo owner only outside
 * production, created once.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceCatalogue } from "../../app/catalogue/store.server";
import { findOwnerByEmail, OwnerInputError, ownerListingIds, saveOwner } from "../../app/owners/accounts.server";
import { seedDemoOwner } from "../../app/owners/demo.server";
import { sqlitePathOfUrl } from "../../app/db/db.server";
import { verifyPassword } from "../../app/owners/password.server";
import { leadHistory } from "../../app/leads/history.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { KINDS, makeLeadContext, type LeadTestContext } from "./leads-fixture";

const PASSWORD = "une phrase assez longue";
const silent = pino({ level: "silent" });

describe.each(KINDS)("owner accounts on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
    // makeCatalogue: ids 4000000 … 4000005; 4000000 and 4000003 are for rent.
    await replaceCatalogue(c.db, makeCatalogue(6), "test");
  });
  afterEach(async () => {
    await c.close();
  });

  async function sessionOf(ownerId: number, id: string) {
    await c.db
      .insertInto("owner_session")
      .values({ id_hash: id, owner_id: ownerId, data: "{}", created_at: new Date().toISOString(), expires_at: Date.now() + 60_000 })
      .execute();
  }
  const sessions = async () =>
    (await c.db.selectFrom("owner_session").select("id_hash").orderBy("id_hash").execute()).map((row) => row.id_hash);

  it("creates an owner linked to the listings, then updates it: new password and listings, its sessions ended", async () => {
    const first = await saveOwner(c.db, {
      email: " Jean@Example.BE ",
      password: PASSWORD,
      listingIds: [4_000_002, 4_000_001, 4_000_002],
      language: "nl",
    });
    expect(first.created).toBe(true);
    const owner = await findOwnerByEmail(c.db, "jean@example.be");
    expect(owner).toMatchObject({ id: first.ownerId, email: "jean@example.be", language: "nl" });
    expect(await verifyPassword(PASSWORD, owner!.passwordHash)).toBe(true);
    expect(await ownerListingIds(c.db, first.ownerId)).toEqual([4_000_001, 4_000_002]);

    const other = await saveOwner(c.db, { email: "marie@example.be", password: PASSWORD, listingIds: [4_000_004], language: "fr" });
    await sessionOf(first.ownerId, "jean-session");
    await sessionOf(other.ownerId, "marie-session");

    const second = await saveOwner(c.db, {
      email: "JEAN@example.be",
      password: "une autre phrase longue",
      listingIds: [4_000_005],
      language: "fr",
    });
    expect(second).toEqual({ ownerId: first.ownerId, created: false });
    const updated = await findOwnerByEmail(c.db, "jean@example.be");
    expect(updated?.language).toBe("fr");
    expect(await verifyPassword(PASSWORD, updated!.passwordHash)).toBe(false);
    expect(await verifyPassword("une autre phrase longue", updated!.passwordHash)).toBe(true);
    expect(await ownerListingIds(c.db, first.ownerId)).toEqual([4_000_005]);
    expect(await sessions()).toEqual(["marie-session"]);
    expect(await ownerListingIds(c.db, other.ownerId)).toEqual([4_000_004]);
  });

  it("refuses a weak password, an unknown property and a bad e-mail with a clear message, and changes nothing", async () => {
    const { ownerId } = await saveOwner(c.db, { email: "jean@example.be", password: PASSWORD, listingIds: [4_000_001], language: "fr" });
    await sessionOf(ownerId, "jean-session");
    const attempts: [Parameters<typeof saveOwner>[1], RegExp][] = [
      [{ email: "jean@example.be", password: "court", listingIds: [4_000_002], language: "fr" }, /too short.*at least 10 characters/],
      [{ email: "jean@example.be", password: "azertyuiop", listingIds: [4_000_002], language: "fr" }, /too easy to guess/],
      [
        { email: "jean@example.be", password: PASSWORD, listingIds: [4_000_002, 999], language: "fr" },
        /no property with id 999 in the catalogue/,
      ],
      [{ email: "jean@example.be", password: PASSWORD, listingIds: [], language: "fr" }, /at least one property/],
      [{ email: "jean.example.be", password: PASSWORD, listingIds: [4_000_002], language: "fr" }, /not an e-mail address/],
    ];
    for (const [input, message] of attempts) {
      const error = await saveOwner(c.db, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OwnerInputError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await verifyPassword(PASSWORD, (await findOwnerByEmail(c.db, "jean@example.be"))!.passwordHash)).toBe(true);
    expect(await ownerListingIds(c.db, ownerId)).toEqual([4_000_001]);
    expect(await sessions()).toEqual(["jean-session"]);
    expect(await c.db.selectFrom("owner").select("id").execute()).toHaveLength(1);
  });

  it("creates no demo owner in production, and warns when a database copied from development holds one", async () => {
    const warnings: string[] = [];
    const logger = { info() {}, warn: (message: string) => void warnings.push(message) };
    expect(await seedDemoOwner(c.db, { NODE_ENV: "production" }, logger)).toEqual({ created: false });
    expect(await c.db.selectFrom("owner").select("id").execute()).toEqual([]);
    expect(await c.db.selectFrom("lead").select("id").execute()).toEqual([]);
    expect(warnings).toEqual([]);

    await seedDemoOwner(c.db, {}, silent);
    expect(await seedDemoOwner(c.db, { NODE_ENV: "production" }, logger)).toEqual({ created: false });
    expect(warnings).toEqual([expect.stringContaining("demo owner demo-owner@example.com exists in this production database")]);
  });

  it("creates the demo owner once when NODE_ENV is unset (npm start) or development, with a history to show", async () => {
    expect(await seedDemoOwner(c.db, {}, silent)).toEqual({ created: true });
    const demo = await findOwnerByEmail(c.db, "demo-owner@example.com");
    expect(demo).toBeDefined();
    expect(await verifyPassword("demo-owner-portal", demo!.passwordHash)).toBe(true);
    // The first two for sale and the first for rent, in catalogue order.
    const listings = await ownerListingIds(c.db, demo!.id);
    expect(listings).toEqual([4_000_000, 4_000_001, 4_000_002]);
    const history = await leadHistory(c.db, listings);
    expect(history.map((row) => [row.status, row.source])).toEqual([
      ["new", "Immoweb"],
      ["in-progress", "website"],
      ["confirmed", "website"],
    ]);
    expect(history[0]?.listingId).toBe(4_000_000);

    // A password changed since stays; no second set of demo requests.
    await c.db.updateTable("owner").set({ password_hash: "changed" }).where("id", "=", demo!.id).execute();
    expect(await seedDemoOwner(c.db, { NODE_ENV: "development" }, silent)).toEqual({ created: false });
    expect((await findOwnerByEmail(c.db, "demo-owner@example.com"))?.passwordHash).toBe("changed");
    expect(await c.db.selectFrom("lead").select("id").execute()).toHaveLength(3);
    expect(await c.db.selectFrom("owner").select("id").execute()).toHaveLength(1);
  });
});

it("saves an owner while another process writes to the same SQLite file (the server's chores beside `npm run owner:create`)", async () => {
  const c = await makeLeadContext("sqlite");
  try {
    await replaceCatalogue(c.db, makeCatalogue(6), "test");
    // The other process holds the write lock for 2.5 s, then commits. A save whose transaction
    // read before it wrote could not write after that commit ("database is locked").
    const writer = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.argv[1]);
         db.exec("begin immediate");
         db.prepare("insert into owner (email, password_hash, language, created_at, password_changed_at) values ('other@example.be', 'x', 'fr', '', '')").run();
         console.log("locked");
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2500);
         db.exec("commit");`,
        sqlitePathOfUrl(c.target.url),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await once(writer.stdout!, "data");
    const saved = await saveOwner(c.db, { email: "jean@example.be", password: PASSWORD, listingIds: [4_000_001], language: "fr" });
    expect(saved.created).toBe(true);
    expect((await once(writer, "exit"))[0]).toBe(0);
    expect((await c.db.selectFrom("owner").select("email").orderBy("email").execute()).map((row) => row.email)).toEqual([
      "jean@example.be",
      "other@example.be",
    ]);
  } finally {
    await c.close();
  }
});
