/**
 * The server's catalogue reports through the server's log: a row written by an older import, in a
 * shape the schema no longer accepts, is left out of the pages that read it (ADR 023: a page reads
 * the listings it shows) and named in a warning line (table and id), so an operator learns why a
 * property disappeared.
 */
import path from "node:path";
import Sqlite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { BASE_PORT, seededFolder, send, startServer } from "./harness";

test("a catalogue row of an older shape is left out and logged as a warning, not an error", async () => {
  // The seeded database, one row of it damaged as an older import would have left it.
  const folder = seededFolder("catalogue-log");
  const file = new Sqlite(path.join(folder, "site.db"));
  const row = file.prepare("select id from catalogue_listing order by id limit 1").get() as { id: number };
  file.prepare("update catalogue_listing set data = ? where id = ?").run("{", row.id);
  file.close();

  const server = await startServer({
    name: "catalogue-log",
    port: BASE_PORT + 6,
    env: { RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0" },
    keep: true,
  });
  try {
    expect((await send(server.port, { path: "/fr/a-vendre/" })).status).toBe(200);
    // Its page is a 404, as for a property the catalogue does not hold.
    expect((await send(server.port, { path: `/property/${row.id}/` })).status).toBe(404);
    // Stopped, the server has printed all it will: the row is named once.
    await server.stop();
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
