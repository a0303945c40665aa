/** For the owner-portal specs: listings a test server's catalogue holds, to give to the owners they create. */
import { expect } from "@playwright/test";
import type { Database } from "../../app/db/db.server";

/** The first `count` available listings of the server's catalogue, by position. */
export async function availableListingIds(db: Database, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom("catalogue_listing")
    .select("id")
    .where("status", "=", "available")
    .orderBy("position")
    .limit(count)
    .execute();
  const ids = rows.map((row) => Number(row.id));
  expect(ids).toHaveLength(count);
  return ids;
}
