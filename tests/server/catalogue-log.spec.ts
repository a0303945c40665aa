/**
 * The server's catalogue reports through the server's log: a row written by an older import, in a
 * shape the schema no longer accepts, is left out of the pages that read it (ADR 023: a page reads
 * the listings it shows) and named in a warning line (table and id), so an operator learns why a
 * property disappeared.
 */
import path from "node:path";
import Sqlite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { BASE_PORT, send, startServer } from "./harness";

test("a catalogue row of an older shape is left out and logged as a warning, not an error", async () => {
  test.setTimeout(60_000);
  const options = { name: "catalogue-log", port: BASE_PORT + 6, env: { RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0" } };
  // A first start creates and seeds the database; then one row is damaged as an older import would have left it.
  const seeding = await startServer(options);
  await seeding.stop();
  const file = new Sqlite(path.join(seeding.folder, "site.db"));
  const row = file.prepare("select id from catalogue_listing order by id limit 1").get() as { id: number };
  file.prepare("update catalogue_listing set data = ? where id = ?").run("{", row.id);
  file.close();

  const server = await startServer({ ...options, keep: true });
  try {
    expect((await send(server.port, { path: "/fr/a-vendre/" })).status).toBe(200);
    // Its page is a 404, as for a property the catalogue does not hold.
    expect((await send(server.port, { path: `/property/${row.id}/` })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const warnings = server
      .logLines()
      .filter((line) => line.level === 40 && line.msg === "catalogue row left out: it does not match the current schema");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ table: "catalogue_listing", id: row.id });
    expect(server.problems()).toEqual([]);
  } finally {
    await server.stop();
  }
});
