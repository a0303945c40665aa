/**
 * The site's forms, by the id the spec's thank-you paths use (/feedback/{id}/). Each has a route
 * module whose action receives its native POST; each successful post is stored as a lead.
 */
import { belgianDay } from "~/belgium/format";

export const FORM_IDS = [
  "contact-me",
  "contact-appointment",
  "contact-documents",
  "send-to-friend",
  "contact-construction",
  "contact-demand",
  "demand-register",
  "site-contact",
  "sign-newsletter",
  "make-offer",
  "apply-to-rent",
  "testimonial",
] as const;

export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: string): value is FormId {
  return (FORM_IDS as readonly string[]).includes(value);
}

/** Visitor titles (spec §3: Mr/Ms/Miss). */
export const TITLES = ["mr", "ms", "miss"] as const;

/**
 * Contact time slots of a visit (spec §9): 10:00-13:00, 14:00-16:00 (French) or 13:00-16:00
 * (Dutch), 16:00-19:00. The middle slot's label is per language (locales, forms.slots).
 */
export const CONTACT_TIME_SLOTS = ["morning", "afternoon", "evening"] as const;

/** What a demand ("keep me informed") looks for: listings to buy or to rent (spec §3's third goal, sell, is the free valuation). */
export const DEMAND_GOALS = ["buy", "rent"] as const;

/** The owner's plan for the property to value. */
export const VALUATION_GOALS = ["sell", "rent"] as const;

/** The days a visit can be booked for, in Belgian time: from tomorrow to a year ahead. */
export function visitDays(now: Date = new Date()): { first: string; last: string } {
  return { first: belgianDay(now, 1), last: belgianDay(now, 366) };
}

/** A field value as a form schema parses it, stored in the lead's JSON. */
export type FieldValue = string | number | boolean | readonly string[] | readonly number[] | null | undefined;

/** "Anne Dupont" (a testimonial's "Anne D."): what the agency's inbox shows as the sender's name. */
export function displayName(fields: Record<string, FieldValue>): string {
  if (typeof fields.name === "string") return fields.name.trim();
  return [fields.firstName, fields.lastName]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => part.trim())
    .join(" ");
}
