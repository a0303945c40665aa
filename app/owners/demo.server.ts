/**
 * A demo owner for development (issue 8 §2): someone trying the site with `npm install && npm start`
 * can log in to the portal at once, with the credentials the README gives, and find a history
 * there. Production (NODE_ENV=production, and only that) gets no demo owner: its owners are
 * created with `npm run owner:create`.
 */
import type { Logger } from "pino";
import type { Database } from "~/db/db.server";
import type { Env } from "~/env.server";
import { importLeadUpdates } from "~/leads/history.server";
import type { LeadStatus } from "~/leads/status";
import { findOwnerByEmail } from "./accounts.server";
import { hashPassword } from "./password.server";

const DEMO_EMAIL = "demo-owner@example.com";
const DEMO_PASSWORD = "demo-owner-portal";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Creates the demo owner when it is missing, linked to the catalogue's first two available
 * listings for sale and first for rent, with three requests in its history. An existing demo
 * owner is left as it is (a password changed in the portal stays changed).
 */
export async function seedDemoOwner(
  db: Database,
  env: Pick<Env, "NODE_ENV">,
  logger: Pick<Logger, "info" | "warn">,
): Promise<{ created: boolean }> {
  // `npm start` runs without NODE_ENV: that is someone trying the site, not a real server.
  if (env.NODE_ENV === "production") {
    // A database copied from a development machine would let anyone who read the README in.
    if (await findOwnerByEmail(db, DEMO_EMAIL)) {
      logger.warn(`the demo owner ${DEMO_EMAIL} exists in this production database: delete its rows from owner and owner_listing`);
    }
    return { created: false };
  }
  if (await findOwnerByEmail(db, DEMO_EMAIL)) return { created: false };

  const available = await db
    .selectFrom("catalogue_listing")
    .select(["id", "goal"])
    .where("status", "=", "available")
    .orderBy("position")
    .execute();
  const forSale = available.filter((listing) => listing.goal === 0).slice(0, 2);
  const forRent = available.filter((listing) => listing.goal !== 0).slice(0, 1);
  const listingIds = [...forSale, ...forRent].map((listing) => Number(listing.id));
  if (listingIds.length === 0) {
    logger.warn("no demo owner: the catalogue has no available listing");
    return { created: false };
  }

  const ownerId = await createDemoOwner(db, listingIds);
  if (ownerId === null) return { created: false };
  await addDemoLeads(db, listingIds);
  logger.info({ ownerId, listingIds }, `development: demo owner ${DEMO_EMAIL} created (its password is in the README)`);
  return { created: true };
}

/**
 * Not through saveOwner: its policy refuses a password that holds the e-mail's name, as the demo's
 * does on purpose (easy to remember, and public anyway). Null when another instance on the same
 * database created it at the same moment.
 */
async function createDemoOwner(db: Database, listingIds: number[]): Promise<number | null> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("owner")
      .values({ email: DEMO_EMAIL, password_hash: passwordHash, language: "fr", created_at: now, password_changed_at: now })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .insertInto("owner_listing")
      .values(listingIds.map((listingId) => ({ owner_id: row.id, listing_id: listingId })))
      .execute();
    return row.id;
  });
}

/** Two website requests the agency has moved on, and one that came through Immoweb. */
async function addDemoLeads(db: Database, listingIds: number[]): Promise<void> {
  const now = Date.now();
  const first = listingIds[0]!;
  const second = listingIds[1] ?? first;
  const last = listingIds[listingIds.length - 1]!;
  const website: { listingId: number; form: string; daysAgo: number; status: LeadStatus; fields: Record<string, string> }[] = [
    {
      listingId: first,
      form: "contact-appointment",
      daysAgo: 6,
      status: "confirmed",
      fields: { title: "ms", firstName: "Claire", lastName: "Martin", phone: "0471 12 34 56", remark: "Disponible en fin de journée." },
    },
    {
      listingId: second,
      form: "contact-me",
      daysAgo: 3,
      status: "in-progress",
      fields: { title: "mr", firstName: "Pieter", lastName: "Claes", phone: "0486 98 76 54", remark: "Le jardin est-il orienté sud ?" },
    },
  ];
  await db
    .insertInto("lead")
    .values(
      website.map((lead, index) => ({
        form: lead.form,
        language: "fr",
        listing_id: lead.listingId,
        project_id: null,
        email: `${lead.fields.firstName!.toLowerCase()}.${lead.fields.lastName!.toLowerCase()}@example.com`,
        name: `${lead.fields.firstName} ${lead.fields.lastName}`,
        fields: JSON.stringify(lead.fields),
        source_path: "",
        source: "website",
        submission_token: `demo-owner:${index + 1}`,
        status: lead.status,
        appointment_day: null,
        appointment_slot: null,
        created_at: new Date(now - lead.daysAgo * DAY).toISOString(),
      })),
    )
    .onConflict((oc) => oc.column("submission_token").doNothing())
    .execute();
  // Through the CRM import, as the agency's own Immoweb requests arrive.
  const result = await importLeadUpdates(db, {
    leads: [
      {
        source: "Immoweb",
        externalId: "DEMO-1",
        propertyId: last,
        type: "contact-me",
        name: "Sofia Rossi",
        email: "sofia.rossi@example.com",
        phone: "+32 478 55 44 33",
        subject: "Disponibilité",
        message: "Le bien est-il toujours disponible ?",
        receivedAt: new Date(now - 1 * DAY).toISOString(),
      },
    ],
  });
  if (!result.ok) throw new Error(`demo leads: ${result.errors.join("; ")}`);
}
