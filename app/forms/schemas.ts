/**
 * The zod schemas of the nine forms, shared by the server (app/forms/form-action.server.ts parses
 * every post with them) and the browser (the same schema validates before sending). Field names
 * are the ones the e-mails and the database read (app/leads/forms.ts). Messages are translation
 * KEYS ("forms.errors.firstNameRequired"), translated where they are shown, so one schema serves
 * every language. Every field is bounded (lengths, numbers, dates) and every choice checked
 * against its list: a forged or oversized value gets a message, never an exception.
 */
import { z } from "zod";
import { belgianDay } from "~/belgium/format";
import { formatPhone } from "~/belgium/phone";
import { CONTACT_TIME_SLOTS, DEMAND_GOALS, TITLES, VALUATION_GOALS, visitDays } from "~/leads/forms";
import type en from "~/locales/forms/en";
import { LIMITS } from "./limits";
import type { KitFormId } from "./setup";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/owners/password-policy";
import { RATINGS } from "~/testimonials/testimonial";

type ErrorName = keyof (typeof en)["errors"];

/** The translation key of a form message. */
export const message = (name: ErrorName) => `forms.errors.${name}` as const;

/** Budgets are whole euros up to this amount. */
export const MAX_BUDGET = 100_000_000;

/** A required text: missing or blank gives `required`, too long `tooLong`. */
function requiredText(required: ErrorName, max: number, tooLong: ErrorName = "tooLong") {
  return z
    .string({ error: message(required) })
    .trim()
    .min(1, { error: message(required) })
    .max(max, { error: message(tooLong) });
}

function optionalText(max: number, tooLong: ErrorName = "tooLong") {
  return z
    .string({ error: message("invalidValue") })
    .trim()
    .max(max, { error: message(tooLong) })
    .optional();
}

function emailField(required: ErrorName = "emailRequired", invalid: ErrorName = "emailInvalid") {
  return z
    .string({ error: message(required) })
    .trim()
    .min(1, { error: message(required) })
    .max(LIMITS.email, { error: message(invalid) })
    .pipe(z.email({ error: message(invalid) }));
}

/** Digits, spaces and the usual separators, 8 to 15 digits; stored and shown back in the spec §5 grouping. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^[+0-9 ()./-]+$/.test(value) && digits >= 8 && digits <= 15;
}

function phoneField() {
  return requiredText("phoneRequired", LIMITS.phone)
    .refine(isPhoneNumber, { error: message("phoneInvalid") })
    .transform((value) => formatPhone(value));
}

/** One value of a fixed list: missing gives `required`, anything else not in the list `invalidChoice`. */
function choice<const T extends readonly [string, ...string[]]>(values: T, required: ErrorName) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? message(required) : message("invalidChoice")),
  });
}

/** A calendar date written YYYY-MM-DD (what <input type="date"> sends). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Demand periods: real dates between these years. */
const DATE_RANGE = { min: "2000-01-01", max: "2100-12-31" } as const;

function periodDate() {
  return z
    .string({ error: message("datesInvalid") })
    .trim()
    .refine((value) => isIsoDate(value) && value >= DATE_RANGE.min && value <= DATE_RANGE.max, { error: message("datesInvalid") });
}

/** Whole euros as people type them: "250000", "250 000", "250.000", "€ 250.000". */
const EURO_AMOUNT = /^€?\s*\d{1,3}(?:[\s.\u00a0]?\d{3})*\s*€?$/;

/** A required amount in whole euros, from 1 to MAX_BUDGET: missing gives `required`, anything else wrong `invalid`. */
function amountField(required: ErrorName, invalid: ErrorName) {
  return z
    .string({ error: message(required) })
    .trim()
    .min(1, { error: message(required), abort: true })
    .max(20, { error: message(invalid) })
    .refine((value) => EURO_AMOUNT.test(value), { error: message(invalid) })
    .transform((value) => Number(value.replace(/\D/g, "")))
    .refine((value) => value >= 1 && value <= MAX_BUDGET, { error: message(invalid) });
}

/** An amount in whole euros, as people type it; empty means no bound. */
function budgetField() {
  return z
    .string({ error: message("budgetInvalid") })
    .trim()
    .max(20, { error: message("budgetInvalid") })
    .refine((value) => EURO_AMOUNT.test(value), { error: message("budgetInvalid") })
    .transform((value) => Number(value.replace(/\D/g, "")))
    .refine((value) => value <= MAX_BUDGET, { error: message("budgetInvalid") })
    .optional();
}

/** Several values of a list (checkbox groups): none gives `required`, an unknown one `invalidChoice`. */
function someOf(allowed: readonly string[], required: ErrorName, max: number) {
  const known = new Set(allowed);
  return z
    .array(z.string({ error: message("invalidChoice") }), { error: message(required) })
    .min(1, { error: message(required) })
    .max(max, { error: message("invalidChoice") })
    .refine((values) => values.every((value) => known.has(value)), { error: message("invalidChoice") })
    .transform((values) => [...new Set(values)]);
}

/** When the agency may call back (spec §3's contact time slots, §9's hours): none, one or several. */
function contactSlots() {
  return z
    .array(z.string({ error: message("invalidChoice") }), { error: message("invalidChoice") })
    .max(CONTACT_TIME_SLOTS.length, { error: message("invalidChoice") })
    .refine((values) => values.every((value) => (CONTACT_TIME_SLOTS as readonly string[]).includes(value)), {
      error: message("invalidChoice"),
    })
    .transform((values) => CONTACT_TIME_SLOTS.filter((slot) => values.includes(slot)))
    .optional();
}

/** Title, first and last name, e-mail and phone: the visitor, on every contact form. */
function personFields() {
  return {
    title: choice(TITLES, "titleRequired"),
    firstName: requiredText("firstNameRequired", LIMITS.name),
    lastName: requiredText("lastNameRequired", LIMITS.name),
    email: emailField(),
    phone: phoneField(),
  };
}

/** The visitor's own words: too long gives a message that says how long they may be. */
const remark = () => optionalText(LIMITS.remark, "remarkTooLong");

/** A schema without parameters is built once and shared: a zod schema never changes once built. */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** The contact form of the contact page. */
export const siteContactSchema = once(() => {
  return z.object({ ...personFields(), contactSlots: contactSlots(), remark: remark() });
});

/** Request information about a property. */
export const contactMeSchema = once(() => {
  return z.object({ ...personFields(), contactSlots: contactSlots(), remark: remark() });
});

/** Request a property's documents. */
export const documentsSchema = once(() => {
  return z.object({ ...personFields(), remark: remark() });
});

/** Book a visit: a day from tomorrow to a year ahead (Belgian time) and a contact time slot (spec §9). */
export function appointmentSchema({ now = new Date() }: { now?: Date } = {}) {
  const { first, last } = visitDays(now);
  return z.object({
    ...personFields(),
    day: z
      .string({ error: message("dayInvalid") })
      .trim()
      .refine((value) => isIsoDate(value) && value >= first && value <= last, { error: message("dayInvalid") }),
    slot: choice(CONTACT_TIME_SLOTS, "slotRequired"),
    remark: remark(),
  });
}

/** Send a property to a friend: the visitor's name and e-mail, the friend's e-mail. */
export const sendToFriendSchema = once(() => {
  return z.object({
    firstName: requiredText("firstNameRequired", LIMITS.name),
    lastName: requiredText("lastNameRequired", LIMITS.name),
    email: emailField(),
    friendName: optionalText(LIMITS.name),
    friendEmail: emailField("friendEmailInvalid", "friendEmailInvalid"),
    remark: remark(),
  });
});

/**
 * Make an offer on a property for sale (spec §9: the 10 % advance is said beside the form): the
 * amount in whole euros and the conditions the visitor attaches to it (a mortgage, a date).
 */
export const offerSchema = once(() => {
  return z.object({
    ...personFields(),
    amount: amountField("amountRequired", "amountInvalid"),
    conditions: optionalText(LIMITS.remark, "remarkTooLong"),
  });
});

/**
 * Apply to rent a property (spec §9: deposit, minimum income and maximum number of persons are
 * said beside the form, from the site configuration): how many persons would live there (at most
 * `maximumPersons`, checked here and not as a browser attribute, so that the attributes stay the
 * same for every agency), the household's net monthly income, when they would move in, a remark.
 */
export function rentalApplicationSchema({ maximumPersons, now = new Date() }: { maximumPersons: number; now?: Date }) {
  const today = belgianDay(now, 0);
  const { last } = visitDays(now);
  return z.object({
    ...personFields(),
    persons: z
      .string({ error: message("personsRequired") })
      .trim()
      .min(1, { error: message("personsRequired"), abort: true })
      .regex(/^\d{1,2}$/, { error: message("personsInvalid") })
      .transform(Number)
      .refine((value) => value >= 1 && value <= maximumPersons, { error: message("personsInvalid") }),
    income: amountField("incomeRequired", "incomeInvalid"),
    moveIn: z
      .string({ error: message("moveInInvalid") })
      .trim()
      .refine((value) => isIsoDate(value) && value >= today && value <= last, { error: message("moveInInvalid") })
      .optional(),
    remark: remark(),
  });
}

/** Ask about a new-build project or one of its units (`units`: the listing ids of its units). */
export function constructionSchema({ units }: { units: readonly string[] }) {
  const known = new Set(units);
  return z.object({
    ...personFields(),
    unit: z
      .string({ error: message("unitInvalid") })
      .refine((value) => known.has(value), { error: message("unitInvalid") })
      .transform(Number)
      .optional(),
    remark: remark(),
  });
}

/**
 * A past client's testimonial (spec §8): the name and town it is published with, the rating, the
 * text, the e-mail the agency may check it with (never published), and the client's consent to
 * publish it with that name and town.
 */
export const testimonialSchema = once(() => {
  return z.object({
    name: requiredText("testimonialNameRequired", LIMITS.name),
    town: requiredText("testimonialTownRequired", LIMITS.city),
    email: emailField(),
    rating: choice(RATINGS, "ratingRequired").transform(Number),
    text: requiredText("testimonialTextRequired", LIMITS.testimonial, "testimonialTooLong"),
    // An unticked box sends nothing: missing is the message, as false would be.
    publish: z.boolean({ error: message("publishConsentRequired") }).refine((value) => value, { error: message("publishConsentRequired") }),
  });
});

/** Newsletter sign-up: the e-mail address, a name if given. */
export const newsletterSchema = once(() => {
  return z.object({
    email: emailField(),
    firstName: optionalText(LIMITS.name),
    lastName: optionalText(LIMITS.name),
  });
});

/** Free valuation of the visitor's property (`typeIds`: the catalogue's category web ids, "1"…"9"). */
export function valuationSchema({ typeIds }: { typeIds: readonly string[] }) {
  const types = new Set(typeIds);
  return z.object({
    ...personFields(),
    address: requiredText("valuationAddressMissing", LIMITS.address),
    zip: requiredText("zipRequired", 10).regex(/^[1-9]\d{3}$/, { error: message("zipInvalid") }),
    city: requiredText("cityRequired", LIMITS.city),
    propertyType: z
      .string({ error: message("propertyTypeRequired") })
      .refine((value) => types.has(value), { error: message("propertyTypeRequired") })
      .transform(Number),
    goal: choice(VALUATION_GOALS, "goalRequired"),
    remark: remark(),
  });
}

/**
 * Demand registration: budget, zones ("region:wallonia", "city:5000|Namur", from `zones`),
 * property types (from `typeIds`), goal, newsletter opt-in and the period of the search.
 */
export function demandRegisterSchema({ typeIds, zones }: { typeIds: readonly string[]; zones: readonly string[] }) {
  return z
    .object({
      ...personFields(),
      goal: choice(DEMAND_GOALS, "goalRequired"),
      budgetMin: budgetField(),
      budgetMax: budgetField(),
      zones: someOf(zones, "zonesRequired", LIMITS.zones),
      types: someOf(typeIds, "typesRequired", LIMITS.types).transform((ids) => ids.map(Number)),
      newsletter: z
        .boolean({ error: message("invalidValue") })
        .optional()
        .transform((value) => value === true),
      startDate: periodDate(),
      endDate: periodDate(),
      remark: remark(),
    })
    .superRefine((value, ctx) => {
      if (value.startDate > value.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: message("dateOrder") });
      if (value.budgetMin !== undefined && value.budgetMax !== undefined && value.budgetMin > value.budgetMax) {
        ctx.addIssue({ code: "custom", path: ["budgetMax"], message: message("budgetOrder") });
      }
    });
}

/** Owner login: the e-mail and the password, as typed (a password is never trimmed). */
export const loginSchema = once(() => {
  return z.object({
    email: emailField(),
    password: z
      .string({ error: message("passwordRequired") })
      .min(1, { error: message("passwordRequired") })
      .max(MAX_PASSWORD_LENGTH, { error: message("credentials") }),
  });
});

/** Forgotten password: the owner's e-mail. */
export const passwordForgotSchema = once(() => {
  return z.object({ email: emailField() });
});

/** A new password, twice; the token of the e-mail's link rides along. */
export const passwordResetSchema = once(() => {
  return z
    .object({
      token: z
        .string({ error: message("resetLinkInvalid") })
        .min(1, { error: message("resetLinkInvalid") })
        .max(100),
      password: z
        .string({ error: message("passwordRequired") })
        .min(1, { error: message("passwordRequired") })
        .refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, { error: message("passwordTooShort") })
        .max(MAX_PASSWORD_LENGTH, { error: message("tooLong") }),
      confirmation: z.string({ error: message("passwordMismatch") }),
    })
    .refine((value) => value.password === value.confirmation, { error: message("passwordMismatch"), path: ["confirmation"] });
});

/**
 * Each form's schema with its choices from the catalogue left open: what the server works out the
 * browser's validation attributes from (formSetup), before the browser has the schema itself.
 * The attributes do not depend on those choices (tests/unit/form-schemas.test.ts).
 */
export const CONSTRAINT_SCHEMAS: Record<KitFormId, () => z.ZodType> = {
  "contact-me": contactMeSchema,
  "contact-appointment": appointmentSchema,
  "contact-documents": documentsSchema,
  "send-to-friend": sendToFriendSchema,
  "contact-construction": () => constructionSchema({ units: [] }),
  "contact-demand": () => valuationSchema({ typeIds: [] }),
  "demand-register": () => demandRegisterSchema({ typeIds: [], zones: [] }),
  "site-contact": siteContactSchema,
  "sign-newsletter": newsletterSchema,
  "make-offer": offerSchema,
  "apply-to-rent": () => rentalApplicationSchema({ maximumPersons: 1 }),
  testimonial: testimonialSchema,
  login: loginSchema,
  "password-forgot": passwordForgotSchema,
  "password-reset": passwordResetSchema,
};
