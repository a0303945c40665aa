/**
 * Before the server specs: one server migrates and seeds an empty SQLite database (the bundled
 * catalogue, the demo owner), as every server's first start does; the other servers start from a
 * copy of it (harness.ts, SEEDED_DATABASE) instead of doing the same again.
 */
import path from "node:path";
import Sqlite from "better-sqlite3";
import { expect, test as setup } from "@playwright/test";
import { BASE_PORT, SEEDED_DATABASE, startServer } from "./harness";
import { rmSync } from "node:fs";

setup("a database migrated and seeded once, for the servers the specs start", async () => {
  rmSync(SEEDED_DATABASE, { force: true });
  const server = await startServer({ name: "seeded", port: BASE_PORT + 35, fresh: true });
  await server.stop();
  expect(server.logLines().map((line) => line.msg)).toContain("seeded the bundled catalogue snapshot");
  // One file with everything in it (nothing left in a write-ahead log beside it).
  const database = new Sqlite(path.join(server.folder, "site.db"), { readonly: true });
  try {
    database.prepare("vacuum into ?").run(SEEDED_DATABASE);
  } finally {
    database.close();
  }
  const copy = new Sqlite(SEEDED_DATABASE, { readonly: true });
  try {
    expect(copy.prepare("select count(*) as listings from catalogue_listing").get()).toEqual({ listings: 231 });
    expect(copy.prepare("select email from owner").all()).toEqual([{ email: "demo-owner@example.com" }]);
  } finally {
    copy.close();
  }
});
