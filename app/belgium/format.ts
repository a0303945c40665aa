/** Euros in the Belgian-Dutch format whatever the interface language, per spec §9. */
const EURO = new Intl.NumberFormat("nl-BE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const EURO_CENTS = new Intl.NumberFormat("nl-BE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "€ 325.000" for a whole amount, "€ 1.450,50" for one with cents (rounded to the cent); "NaN" when not a number (spec §8). */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return "NaN";
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? EURO.format(cents / 100) : EURO_CENTS.format(cents / 100);
}

/** Numbers in the Belgian-Dutch format ("1.250,5"). */
const NUMBER = new Intl.NumberFormat("nl-BE", { maximumFractionDigits: 2 });
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** Day-month-year without padding ("5-3-2026"), per spec §9. */
export function formatDate(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()}`;
}

/** The day a moment falls on in Belgium, written as formatDate writes a day ("28-11-2026"): an import's date, say. */
export function formatBelgianDay(moment: Date | string): string {
  return formatDate(belgianDay(typeof moment === "string" ? new Date(moment) : moment));
}

/** Belgian time: where the agency works and its visitors book visits. */
export const BELGIAN_TIME_ZONE = "Europe/Brussels";

const BELGIAN_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: BELGIAN_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment in Belgian time, day-month-year without padding then hours and minutes ("23-11-2026 23:07"). */
export function formatBelgianDateTime(date: Date | string): string {
  const parts = Object.fromEntries(
    BELGIAN_CLOCK.formatToParts(typeof date === "string" ? new Date(date) : date).map((p) => [p.type, p.value]),
  );
  return `${Number(parts.day)}-${Number(parts.month)}-${parts.year} ${parts.hour}:${parts.minute}`;
}

const BELGIAN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: BELGIAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day (YYYY-MM-DD) in Belgium at `now`, `days` later: what "today" means to the agency. */
export function belgianDay(now: Date, days = 0): string {
  const today = BELGIAN_DAY.format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
