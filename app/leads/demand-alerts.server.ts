/**
 * Demand alerts: when an import brings listings that match a registered demand (goal, types,
 * zones, budget, dates), the visitor gets one e-mail in their language listing the new matches,
 * through the outbox, with a one-click unsubscribe link. A listing is new to a demand when the
 * catalogue first held it after the demand was registered (`listing_seen`, written by each
 * import); `demand_announcement` makes sure each listing is announced to a demand once.
 */
import { sql } from "kysely";
import { isBelgian } from "~/belgium/country";
import { belgianDay } from "~/belgium/format";
import { regionOfPostcode } from "~/belgium/regions";
import { normalizeText } from "~/belgium/city";
import { listingPath, projectOf } from "~/catalogue/paths";
import { placeLine } from "~/catalogue/place";
import { townKey, typeBit } from "~/catalogue/listing-columns";
import type { Listing } from "~/catalogue/schema";
import { goalKind } from "~/catalogue/codes";
import type { VersionedCatalogue } from "~/catalogue/store.server";
import { dialectOf, type DemandTable } from "~/db/db.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { runtimeKey } from "~/i18n/keys";
import { enqueueEmails } from "~/mail/outbox.server";
import { DEMAND_GOALS } from "./forms";
import type { AppContext } from "~/context.server";
import { mailAddresses, translatorFor } from "./emails.server";
import { subscriptionUrl } from "./subscriptions.server";

type Demand = Pick<DemandTable, "goal" | "types" | "zones" | "budget_min" | "budget_max">;

/** Whether a listing matches a demand's goal, types, zones and budget. */
export function matchesDemand(listing: Listing, demand: Demand): boolean {
  if (listing.Status !== "available") return false;
  const wantsRent = demand.goal === "rent";
  if (!(DEMAND_GOALS as readonly string[]).includes(demand.goal)) return false;
  if ((goalKind(listing.Goal) === "rent") !== wantsRent) return false;
  const types = JSON.parse(demand.types) as number[];
  const listingTypes = listing.WebIDs.split(",").map(Number);
  if (types.length > 0 && !types.some((type) => listingTypes.includes(type))) return false;
  const zones = JSON.parse(demand.zones) as string[];
  if (zones.length > 0 && !zones.some((zone) => inZone(listing, zone))) return false;
  if (demand.budget_min !== null && listing.Price < demand.budget_min) return false;
  if (demand.budget_max !== null && listing.Price > demand.budget_max) return false;
  return true;
}

function inZone(listing: Pick<Listing, "Zip" | "City" | "CountryID">, zone: string): boolean {
  const region = zone.match(/^region:(\w+)$/);
  // A Luxembourg postcode (L-5440) is four digits too: regions are Belgian.
  if (region) return isBelgian(listing.CountryID) && regionOfPostcode(listing.Zip) === region[1];
  const city = zone.match(/^city:(\w*)\|(.+)$/);
  return city !== null && listing.Zip === city[1] && normalizeText(listing.City) === normalizeText(city[2]!);
}

type AlertContext = Pick<AppContext, "db" | "env" | "site" | "logger">;

/** Fresh listings read and matched at a time. */
const ANNOUNCE_BATCH = 500;
/** Listings one alert names at most; the others new to the demand go in the next alerts, one per check. */
const MAX_LISTINGS_PER_ALERT = 50;

/**
 * Announces the listings that are new to each active demand. Returns the number of e-mails queued.
 * Safe to run from several instances at once: one runs it at a time (an advisory lock on
 * PostgreSQL, the write lock on SQLite), and announcements are unique per demand and listing.
 */
export async function announceNewListings(
  context: AlertContext,
  catalogue: Pick<VersionedCatalogue, "projects" | "listings">,
  origin: string,
  now = new Date(),
): Promise<number> {
  const today = belgianDay(now);
  return context.db.transaction().execute(async (trx) => {
    // Read inside the transaction: on SQLite its one connection is this transaction's until it ends.
    const listings = catalogue.listings.within(trx);
    if (dialectOf(trx) === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.demand_announcement'))`.execute(trx);
    } else {
      await trx.deleteFrom("demand_announcement").where("demand_id", "<", 0).execute();
    }
    const demands = await trx
      .selectFrom("demand")
      .selectAll()
      .where("unsubscribed_at", "is", null)
      .where("goal", "in", [...DEMAND_GOALS])
      .where("start_date", "<=", today)
      .where("end_date", ">=", today)
      .execute();
    let queued = 0;
    for (const demand of demands) {
      // The listings new to this demand, narrowed in SQL by what the row knows (goal, types, budget,
      // towns); the zones by region are checked on the record. A batch at a time, with a pause after
      // each, and at most MAX_LISTINGS_PER_ALERT: the first import after a demand can bring thousands.
      const types = JSON.parse(demand.types) as number[];
      const zones = JSON.parse(demand.zones) as string[];
      const towns = zones
        .map((zone) => /^city:(\w*)\|(.+)$/.exec(zone))
        .map((match) => match && townKey({ name: match[2]!, zip: match[1]! }));
      const fresh = (after: number | null) => {
        let select = trx
          .selectFrom("listing_seen")
          .leftJoin("demand_announcement", (join) =>
            join
              .onRef("demand_announcement.listing_id", "=", "listing_seen.listing_id")
              .on("demand_announcement.demand_id", "=", demand.id),
          )
          .innerJoin("catalogue_listing", "catalogue_listing.id", "listing_seen.listing_id")
          .select("listing_seen.listing_id")
          .where("listing_seen.first_seen_at", ">", demand.created_at)
          .where("demand_announcement.demand_id", "is", null)
          .where("catalogue_listing.scope", "is not", null)
          .where("catalogue_listing.goal", demand.goal === "rent" ? "!=" : "=", 0);
        const mask = types.reduce((bits, type) => bits | typeBit(type), 0);
        if (types.length > 0) select = select.where(sql<number>`catalogue_listing.type_mask & ${mask}`, "<>", 0);
        if (demand.budget_min !== null) select = select.where("catalogue_listing.price", ">=", demand.budget_min);
        if (demand.budget_max !== null) select = select.where("catalogue_listing.price", "<=", demand.budget_max);
        if (towns.length > 0 && towns.every((town) => town !== null))
          select = select.where("catalogue_listing.town_key", "in", towns as string[]);
        if (after !== null) select = select.where("listing_seen.listing_id", ">", after);
        return select.orderBy("listing_seen.listing_id").limit(ANNOUNCE_BATCH).execute();
      };
      const matches: Listing[] = [];
      for (let after: number | null = null; matches.length < MAX_LISTINGS_PER_ALERT;) {
        const ids: number[] = (await fresh(after)).map((row) => Number(row.listing_id));
        if (ids.length === 0) break;
        after = ids[ids.length - 1]!;
        const batch = await listings.byIds(ids);
        for (const id of ids) {
          const listing = batch.get(id);
          if (listing && matchesDemand(listing, demand) && matches.length < MAX_LISTINGS_PER_ALERT) matches.push(listing);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (matches.length === 0) continue;
      const seenAt = now.toISOString();
      await trx
        .insertInto("demand_announcement")
        .values(matches.map((listing) => ({ demand_id: demand.id, listing_id: listing.ID, created_at: seenAt })))
        .execute();
      const language: Language = isLanguage(demand.language) ? demand.language : context.site.config.defaultLanguage;
      const t = await translatorFor(language);
      const { from, agency } = mailAddresses(context);
      const unsubscribe = subscriptionUrl(origin, "stop-alerts", demand.id, language, context.env.SESSION_SECRET);
      const agencyName = context.site.config.name;
      const lines = matches.map((listing) => {
        const type = t(runtimeKey(`types.${listing.WebID}`));
        const place = placeLine(listing, language, t, context.site.config.listing.hideCity);
        return `- ${type}, ${place}\n  ${origin}${listingPath(listing, language, projectOf(listing, catalogue))}`;
      });
      await enqueueEmails(trx, demand.lead_id, [
        {
          kind: "demand-alert",
          from,
          to: demand.email,
          replyTo: agency,
          subject: t("mail.alert.subject", { count: matches.length, agency: agencyName }),
          text: [t("mail.alert.body"), "", ...lines, "", agencyName, "", t("mail.unsubscribe", { url: unsubscribe })].join("\n"),
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        },
      ]);
      queued += 1;
    }
    return queued;
  });
}
