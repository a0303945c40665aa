/**
 * Demand alerts: when an import brings listings that match a registered demand (goal, types,
 * zones, budget, dates), the visitor gets one e-mail in their language listing the new matches,
 * through the outbox, with a one-click unsubscribe link. A listing is new to a demand when the
 * catalogue first held it after the demand was registered (`listing_seen`, written by each
 * import); `demand_announcement` makes sure each listing is announced to a demand once. A listing
 * matching a demand whose published price an import lowered is announced too, in an e-mail of its
 * own, once per lowering (`listing_change`, `demand_price_alert`; ADR 050).
 */
import { sql, type Kysely, type Selectable } from "kysely";
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
import { dialectOf, type DB, type DemandTable } from "~/db/db.server";
import { formatPrice } from "~/belgium/format";
import { publishedPrice } from "~/catalogue/listing-changes.server";
import type { ListingStore } from "~/catalogue/listing-store.server";
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
 * PostgreSQL, the write lock a SQLite transaction takes when it begins), and announcements are
 * unique per demand and listing.
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
      if (matches.length > 0) {
        await trx
          .insertInto("demand_announcement")
          .values(matches.map((listing) => ({ demand_id: demand.id, listing_id: listing.ID, created_at: now.toISOString() })))
          .execute();
        await sendAlert(
          trx,
          context,
          catalogue,
          origin,
          demand,
          "new",
          matches.map((listing) => ({ listing })),
        );
        queued += 1;
      }
      const lowered = await lowerPrices(trx, listings, demand, now);
      if (lowered.length > 0) {
        await sendAlert(trx, context, catalogue, origin, demand, "lowered", lowered);
        queued += 1;
      }
    }
    return queued;
  });
}

/**
 * The lowered prices a demand has not been told about (ADR 050): each import's lowering of a
 * listing's published price since the demand was registered, looked at once per demand (recorded
 * whether it matched or not), announced when the listing, as it is now, matches the demand and
 * still has that price. At most MAX_LISTINGS_PER_ALERT a check; the others in the next.
 */
async function lowerPrices(
  trx: Kysely<DB>,
  listings: Pick<ListingStore, "byIds">,
  demand: Selectable<DemandTable>,
  now: Date,
): Promise<{ listing: Listing; former: number }[]> {
  const changes = await trx
    .selectFrom("listing_change")
    .leftJoin("demand_price_alert", (join) =>
      join.onRef("demand_price_alert.change_id", "=", "listing_change.id").on("demand_price_alert.demand_id", "=", demand.id),
    )
    .select(["listing_change.id", "listing_change.listing_id", "listing_change.price_before", "listing_change.price_after"])
    .where("listing_change.changed_at", ">", demand.created_at)
    .where("listing_change.status_before", "is not", null)
    .where("listing_change.price_before", "is not", null)
    .where("listing_change.price_after", "is not", null)
    .whereRef("listing_change.price_after", "<", "listing_change.price_before")
    .where("demand_price_alert.demand_id", "is", null)
    .orderBy("listing_change.id")
    .limit(MAX_LISTINGS_PER_ALERT)
    .execute();
  if (changes.length === 0) return [];
  await trx
    .insertInto("demand_price_alert")
    .values(changes.map((change) => ({ demand_id: demand.id, change_id: Number(change.id), created_at: now.toISOString() })))
    .execute();
  const found = await listings.byIds(changes.map((change) => Number(change.listing_id)));
  return changes.flatMap((change) => {
    const listing = found.get(Number(change.listing_id));
    const still = listing && publishedPrice(listing) === Number(change.price_after);
    return listing && still && matchesDemand(listing, demand) ? [{ listing, former: Number(change.price_before) }] : [];
  });
}

/** One alert e-mail to a demand, in its language, through the outbox: its new matches, or its matches whose price was lowered. */
async function sendAlert(
  trx: Kysely<DB>,
  context: AlertContext,
  catalogue: Pick<VersionedCatalogue, "projects">,
  origin: string,
  demand: Selectable<DemandTable>,
  kind: "new" | "lowered",
  items: { listing: Listing; former?: number }[],
): Promise<void> {
  const language: Language = isLanguage(demand.language) ? demand.language : context.site.config.defaultLanguage;
  const t = await translatorFor(language);
  const { from, agency } = mailAddresses(context);
  const unsubscribe = subscriptionUrl(origin, "stop-alerts", demand.id, language, context.env.SESSION_SECRET);
  const agencyName = context.site.config.name;
  const lines = items.map(({ listing, former }) => {
    const type = t(runtimeKey(`types.${listing.WebID}`));
    const place = placeLine(listing, language, t, context.site.config.listing.hideCity);
    const price = former === undefined ? "" : t("mail.alert.priceLine", { price: formatPrice(listing.Price), former: formatPrice(former) });
    return `- ${type}, ${place}${price}\n  ${origin}${listingPath(listing, language, projectOf(listing, catalogue))}`;
  });
  const count = items.length;
  await enqueueEmails(trx, demand.lead_id, [
    {
      kind: "demand-alert",
      from,
      to: demand.email,
      replyTo: agency,
      subject:
        kind === "new"
          ? t("mail.alert.subject", { count, agency: agencyName })
          : t("mail.alert.priceSubject", { count, agency: agencyName }),
      text: [
        t(kind === "new" ? "mail.alert.body" : "mail.alert.priceBody"),
        "",
        ...lines,
        "",
        agencyName,
        "",
        t("mail.unsubscribe", { url: unsubscribe }),
      ].join("\n"),
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    },
  ]);
}
