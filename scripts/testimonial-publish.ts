/**
 * Publish a testimonial, or take it off the site (ADR 047): within about a second it shows, or no
 * longer shows, on every instance's home and agency pages.
 *
 *   npm run testimonial:approve -- 12
 *   npm run testimonial:withdraw -- 12
 *
 * (package.json passes "approve" or "withdraw" first.) DATABASE_URL selects the database. An
 * unknown id is refused with one line (exit code 1).
 */
import { parseArgs } from "node:util";
import { closeDatabase } from "~/db/db.server";
import { approveTestimonial, withdrawTestimonial } from "~/testimonials/store.server";
import { openCommandDatabase } from "./command-database";

const USAGE = "Usage: npm run testimonial:approve -- ID, or npm run testimonial:withdraw -- ID (the id npm run testimonial:list shows)";

async function main(argv: string[]): Promise<number> {
  let positionals;
  try {
    ({ positionals } = parseArgs({ args: argv.filter((arg) => arg !== "--"), allowPositionals: true, options: {} }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
    return 1;
  }
  const [mode, id] = positionals;
  if ((mode !== "approve" && mode !== "withdraw") || positionals.length !== 2 || !/^[1-9]\d{0,9}$/.test(id ?? "")) {
    console.error(USAGE);
    return 1;
  }
  const db = await openCommandDatabase();
  if (db === null) return 1;
  try {
    const result = mode === "approve" ? await approveTestimonial(db, Number(id)) : await withdrawTestimonial(db, Number(id));
    switch (result) {
      case "done":
        console.log(
          mode === "approve"
            ? `Testimonial ${id} is published: it shows on the home and agency pages within a few seconds.`
            : `Testimonial ${id} is withdrawn: it does not show on the site.`,
        );
        return 0;
      case "unchanged":
        console.log(mode === "approve" ? `Testimonial ${id} was already published.` : `Testimonial ${id} was already withdrawn.`);
        return 0;
      case "not-found":
        console.error(`No testimonial with id ${id}; nothing was changed. See npm run testimonial:list.`);
        return 1;
    }
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main(process.argv.slice(2));
