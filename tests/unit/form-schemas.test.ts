/**
 * The form schemas (app/forms/schemas.ts) as the server parses a post: each rule gives its message
 * (a key, shown here in English and French as the visitor reads it), input is bounded, forged
 * choices and wrong types give messages, never an exception.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formConstraint, schemaConstraint } from "~/forms/constraint.server";
import {
  appointmentSchema,
  CONSTRAINT_SCHEMAS,
  constructionSchema,
  contactMeSchema,
  demandRegisterSchema,
  documentsSchema,
  loginSchema,
  newsletterSchema,
  offerSchema,
  passwordForgotSchema,
  passwordResetSchema,
  rentalApplicationSchema,
  sendToFriendSchema,
  siteContactSchema,
  testimonialSchema,
  valuationSchema,
} from "~/forms/schemas";
import { FORM_IDS, visitDays } from "~/leads/forms";
import en from "~/locales/forms/en";
import fr from "~/locales/forms/fr";
import type { z } from "zod";

const TYPE_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
const ZONES = ["region:brussels", "region:flanders", "region:wallonia", "city:5000|Namur", "city:1300|Wavre"];

const VISITOR = { title: "ms", firstName: "Anne", lastName: "Dupont", email: "anne@example.be", phone: "0477123456" };

function post(entries: Record<string, string | string[]>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const one of [value].flat()) formData.append(name, one);
  return formData;
}

/** The first message of each field with errors, as keys. */
function errorsOf(schema: z.ZodType, entries: Record<string, string | string[]>): Record<string, string> {
  const submission = parseWithZod(post(entries), { schema });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, errors]) => [name, errors?.[0] ?? ""]));
}

function valueOf(schema: z.ZodType, entries: Record<string, string | string[]>) {
  const submission = parseWithZod(post(entries), { schema });
  expect(submission.status === "success" ? null : submission.error).toBeNull();
  return submission.status === "success" ? submission.value : null;
}

const text = (lang: { errors: Record<string, string> }, key: string) => lang.errors[key.replace("forms.errors.", "")];

describe("required fields (spec §5)", () => {
  const errors = errorsOf(valuationSchema({ typeIds: TYPE_IDS }), {});

  it("gives each required field its message key", () => {
    expect(errors).toEqual({
      title: "forms.errors.titleRequired",
      firstName: "forms.errors.firstNameRequired",
      lastName: "forms.errors.lastNameRequired",
      email: "forms.errors.emailRequired",
      phone: "forms.errors.phoneRequired",
      address: "forms.errors.valuationAddressMissing",
      zip: "forms.errors.zipRequired",
      city: "forms.errors.cityRequired",
      propertyType: "forms.errors.propertyTypeRequired",
      goal: "forms.errors.goalRequired",
    });
  });

  it("reads them in English as the spec writes them", () => {
    expect(Object.values(errors).map((key) => text(en, key))).toEqual([
      "title is a required field",
      "first name is a required field",
      "last name is a required field",
      "email address is a required field",
      "phone number is a required field",
      "Please give the address of the property to be valued",
      "postal code is a required field",
      "city is a required field",
      "Please choose the type of property",
      "goal is a required field",
    ]);
  });

  it("and in French", () => {
    expect(Object.values(errors).map((key) => text(fr, key))).toEqual([
      "le titre est un champ obligatoire",
      "le prénom est un champ obligatoire",
      "le nom est un champ obligatoire",
      "l'adresse e-mail est un champ obligatoire",
      "le numéro de téléphone est un champ obligatoire",
      "Veuillez indiquer l'adresse du bien à estimer",
      "le code postal est un champ obligatoire",
      "la localité est un champ obligatoire",
      "Veuillez choisir le type de bien",
      "l'objectif est un champ obligatoire",
    ]);
  });

  it("treats a field of spaces as missing", () => {
    expect(errorsOf(siteContactSchema(), { ...VISITOR, firstName: "   " })).toEqual({ firstName: "forms.errors.firstNameRequired" });
  });
});

describe("e-mail addresses", () => {
  it("an invalid address: 'email address is not valid'", () => {
    const errors = errorsOf(siteContactSchema(), { ...VISITOR, email: "anne@" });
    expect(errors).toEqual({ email: "forms.errors.emailInvalid" });
    expect(text(en, errors.email!)).toBe("email address is not valid");
    expect(text(fr, errors.email!)).toBe("l'adresse e-mail n'est pas valide");
  });

  it("longer than 254 characters is not valid", () => {
    expect(errorsOf(siteContactSchema(), { ...VISITOR, email: `${"a".repeat(250)}@example.be` })).toEqual({
      email: "forms.errors.emailInvalid",
    });
  });

  it("a friend's e-mail missing or invalid has its own message", () => {
    const friend = { firstName: "Anne", lastName: "Dupont", email: "anne@example.be" };
    expect(errorsOf(sendToFriendSchema(), friend)).toEqual({ friendEmail: "forms.errors.friendEmailInvalid" });
    expect(errorsOf(sendToFriendSchema(), { ...friend, friendEmail: "marc" })).toEqual({ friendEmail: "forms.errors.friendEmailInvalid" });
    expect(text(en, "forms.errors.friendEmailInvalid")).toBe("Your friend's e-mail address is missing or not valid");
  });
});

describe("phone numbers", () => {
  it("are kept in the spec §5 grouping", () => {
    expect(valueOf(siteContactSchema(), { ...VISITOR, phone: "0477/12.34.56" })).toMatchObject({ phone: "0477 12 34 56" });
    expect(valueOf(siteContactSchema(), { ...VISITOR, phone: "081223344" })).toMatchObject({ phone: "081 22 33 44" });
  });

  it("letters or too few digits are not a phone number", () => {
    expect(errorsOf(siteContactSchema(), { ...VISITOR, phone: "call me" })).toEqual({ phone: "forms.errors.phoneInvalid" });
    expect(errorsOf(siteContactSchema(), { ...VISITOR, phone: "1234" })).toEqual({ phone: "forms.errors.phoneInvalid" });
  });
});

describe("bounds and forged values", () => {
  it("a name over 100 characters or a remark over 2000 is too long; the remark's message says how long it may be", () => {
    const errors = errorsOf(siteContactSchema(), { ...VISITOR, lastName: "x".repeat(101), remark: "y".repeat(2001) });
    expect(errors).toEqual({ lastName: "forms.errors.tooLong", remark: "forms.errors.remarkTooLong" });
    expect(text(en, errors.remark!)).toBe("Your remark is too long: at most 2000 characters");
    expect(text(fr, errors.remark!)).toBe("Votre remarque est trop longue\u00a0: 2000 caractères au maximum");
    expect(errorsOf(siteContactSchema(), { ...VISITOR, lastName: "x".repeat(100), remark: "y".repeat(2000) })).toEqual({});
  });

  it("a forged title or goal is no choice of the list", () => {
    expect(errorsOf(siteContactSchema(), { ...VISITOR, title: "dr" })).toEqual({ title: "forms.errors.invalidChoice" });
    expect(text(fr, "forms.errors.invalidChoice")).toBe("Veuillez choisir l'une des options proposées");
  });

  it("an unknown property type is not chosen", () => {
    const base = { ...VISITOR, address: "Rue de Fer 1", zip: "5000", city: "Namur", goal: "sell" };
    expect(errorsOf(valuationSchema({ typeIds: TYPE_IDS }), { ...base, propertyType: "42" })).toEqual({
      propertyType: "forms.errors.propertyTypeRequired",
    });
    expect(valueOf(valuationSchema({ typeIds: TYPE_IDS }), { ...base, propertyType: "2" })).toMatchObject({
      propertyType: 2,
      goal: "sell",
    });
  });

  it("a postcode is four digits from 1000", () => {
    const base = { ...VISITOR, address: "Rue de Fer 1", city: "Namur", goal: "sell", propertyType: "1" };
    expect(errorsOf(valuationSchema({ typeIds: TYPE_IDS }), { ...base, zip: "500" })).toEqual({ zip: "forms.errors.zipInvalid" });
    expect(errorsOf(valuationSchema({ typeIds: TYPE_IDS }), { ...base, zip: "0999" })).toEqual({ zip: "forms.errors.zipInvalid" });
  });

  it("a field sent twice (a list where one value is expected) gets a message", () => {
    expect(errorsOf(siteContactSchema(), { ...VISITOR, firstName: ["Anne", "Marie"] })).toEqual({
      firstName: "forms.errors.firstNameRequired",
    });
  });

  it("an unknown unit of a project is refused, a known one kept as its id", () => {
    expect(errorsOf(constructionSchema({ units: ["4208195"] }), { ...VISITOR, unit: "1" })).toEqual({ unit: "forms.errors.unitInvalid" });
    expect(valueOf(constructionSchema({ units: ["4208195"] }), { ...VISITOR, unit: "4208195" })).toMatchObject({ unit: 4208195 });
  });

  it("the newsletter needs only an e-mail", () => {
    expect(valueOf(newsletterSchema(), { email: "anne@example.be" })).toEqual({ email: "anne@example.be" });
  });
});

describe("demand registration", () => {
  const schema = demandRegisterSchema({ typeIds: TYPE_IDS, zones: ZONES });
  const valid = {
    ...VISITOR,
    goal: "buy",
    zones: ["region:wallonia", "city:5000|Namur"],
    types: ["1", "2"],
    startDate: "2026-01-01",
    endDate: "2026-12-31",
  };

  it("keeps a valid demand with typed values; the newsletter stays unticked unless ticked", () => {
    expect(valueOf(schema, { ...valid, budgetMin: "200.000", budgetMax: "€ 350 000" })).toMatchObject({
      zones: ["region:wallonia", "city:5000|Namur"],
      types: [1, 2],
      budgetMin: 200000,
      budgetMax: 350000,
      newsletter: false,
    });
    expect(valueOf(schema, { ...valid, newsletter: "on" })).toMatchObject({ newsletter: true });
  });

  it("at least one zone and one property type", () => {
    const { zones: _zones, types: _types, ...rest } = valid;
    const errors = errorsOf(schema, rest);
    expect(errors).toEqual({ zones: "forms.errors.zonesRequired", types: "forms.errors.typesRequired" });
    expect(text(en, errors.zones!)).toBe("Please choose at least one geographic zone");
    expect(text(fr, errors.types!)).toBe("Veuillez choisir au moins un type de bien");
  });

  it("a zone or a type that is not offered is refused", () => {
    expect(errorsOf(schema, { ...valid, zones: ["city:9999|Nowhere"], types: ["12"] })).toEqual({
      zones: "forms.errors.invalidChoice",
      types: "forms.errors.invalidChoice",
    });
  });

  it("dates missing, impossible or out of range: 'start or end date incomplete or invalid'", () => {
    expect(errorsOf(schema, { ...valid, startDate: "", endDate: "2026-02-30" })).toEqual({
      startDate: "forms.errors.datesInvalid",
      endDate: "forms.errors.datesInvalid",
    });
    expect(errorsOf(schema, { ...valid, endDate: "2999-01-01" })).toEqual({ endDate: "forms.errors.datesInvalid" });
    expect(text(en, "forms.errors.datesInvalid")).toBe("The start or end date is incomplete or invalid");
    expect(text(fr, "forms.errors.datesInvalid")).toBe("La date de début ou de fin est incomplète ou non valide");
  });

  it("the end cannot come before the start, nor the maximum budget under the minimum", () => {
    expect(
      errorsOf(schema, { ...valid, startDate: "2026-06-01", endDate: "2026-05-31", budgetMin: "300000", budgetMax: "200000" }),
    ).toEqual({
      endDate: "forms.errors.dateOrder",
      budgetMax: "forms.errors.budgetOrder",
    });
  });

  it("budgets are whole euros from 0 to 100 million", () => {
    expect(errorsOf(schema, { ...valid, budgetMin: "-5", budgetMax: "1e9" })).toEqual({
      budgetMin: "forms.errors.budgetInvalid",
      budgetMax: "forms.errors.budgetInvalid",
    });
    expect(errorsOf(schema, { ...valid, budgetMax: "100000001" })).toEqual({ budgetMax: "forms.errors.budgetInvalid" });
  });

  it("a goal outside buy and rent is refused", () => {
    expect(errorsOf(schema, { ...valid, goal: "sell" })).toEqual({ goal: "forms.errors.invalidChoice" });
  });
});

describe("visit requests", () => {
  const schema = appointmentSchema({ now: new Date("2026-03-10T09:00:00Z") });
  const visit = { ...VISITOR, day: "2026-03-12", slot: "afternoon" };

  it("a day from tomorrow to a year ahead and one of the three slots", () => {
    expect(valueOf(schema, visit)).toMatchObject({ day: "2026-03-12", slot: "afternoon" });
    expect(valueOf(schema, { ...visit, day: "2026-03-11" })).toMatchObject({ day: "2026-03-11" });
    expect(errorsOf(schema, { ...visit, day: "2026-03-10", slot: "night" })).toEqual({
      day: "forms.errors.dayInvalid",
      slot: "forms.errors.invalidChoice",
    });
    expect(errorsOf(schema, { ...visit, day: "2027-03-12" })).toEqual({ day: "forms.errors.dayInvalid" });
    expect(errorsOf(schema, { ...visit, slot: "" })).toEqual({ slot: "forms.errors.slotRequired" });
  });

  it("counts days in Belgian time: at 23:30 UTC on 10 March it is already the 11th in Brussels", () => {
    expect(visitDays(new Date("2026-03-10T23:30:00Z"))).toEqual({ first: "2026-03-12", last: "2027-03-12" });
    expect(visitDays(new Date("2026-03-10T22:30:00Z"))).toEqual({ first: "2026-03-11", last: "2027-03-11" });
  });
});

describe("the browser's validation attributes, worked out on the server before the browser has the schemas", () => {
  it("are those of the schema with the page's own choices", () => {
    const withChoices = {
      "contact-construction": constructionSchema({ units: ["4208195", "4208196"] }),
      "contact-demand": valuationSchema({ typeIds: ["1", "2", "3"] }),
      "demand-register": demandRegisterSchema({ typeIds: ["1", "2"], zones: ["region:wallonia", "city:5000|Namur"] }),
      "contact-appointment": appointmentSchema({ now: new Date("2026-03-10T09:00:00Z") }),
      // The most persons of a rental is checked by the schema, not the browser: the agency's figure changes no attribute.
      "apply-to-rent": rentalApplicationSchema({ maximumPersons: 6 }),
    } as const;
    for (const [form, schema] of Object.entries(withChoices)) {
      expect(formConstraint(form as keyof typeof withChoices), form).toEqual(schemaConstraint(schema));
    }
  });

  it("are each form's own: every form id names the schema its action parses with", () => {
    const actions = {
      "contact-me": contactMeSchema(),
      "contact-documents": documentsSchema(),
      "send-to-friend": sendToFriendSchema(),
      "site-contact": siteContactSchema(),
      "sign-newsletter": newsletterSchema(),
      "make-offer": offerSchema(),
      testimonial: testimonialSchema(),
      login: loginSchema(),
      "password-forgot": passwordForgotSchema(),
      "password-reset": passwordResetSchema(),
    } as const;
    for (const [form, schema] of Object.entries(actions)) {
      expect(formConstraint(form as keyof typeof actions), form).toEqual(schemaConstraint(schema));
    }
    expect(Object.keys(CONSTRAINT_SCHEMAS).sort()).toEqual([...FORM_IDS, "login", "password-forgot", "password-reset"].sort());
  });

  it("mark the required fields, the longest texts, the values of a fixed list, and the lists that take several choices", () => {
    expect(formConstraint("site-contact")).toEqual({
      title: { required: true, pattern: "mr|ms|miss" },
      firstName: { required: true, maxLength: 100 },
      lastName: { required: true, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      phone: { required: true, maxLength: 30 },
      // The contact time slots: none, one or several (conform also lists each item, required once chosen).
      contactSlots: { required: false, multiple: true },
      "contactSlots[]": { required: true },
      remark: { required: false, maxLength: 2000 },
    });
    expect(formConstraint("demand-register")).toMatchObject({
      goal: { required: true, pattern: "buy|rent" },
      zones: { required: true, multiple: true },
      types: { required: true, multiple: true },
      budgetMin: { required: false, maxLength: 20 },
      remark: { required: false, maxLength: 2000 },
    });
    // Every form with a remark says how long it may be.
    for (const form of Object.keys(CONSTRAINT_SCHEMAS) as (keyof typeof CONSTRAINT_SCHEMAS)[]) {
      const { remark } = formConstraint(form);
      if (remark) expect(remark.maxLength, form).toBe(2000);
    }
  });
});

describe("the offer and the rental application (spec §9)", () => {
  const person = { title: "ms", firstName: "Anne", lastName: "Dupont", email: "anne@example.be", phone: "0477 12 34 56" };

  it("an offer takes an amount as people type it, and refuses none, zero or a decimal one", () => {
    expect(offerSchema().parse({ ...person, amount: "€ 250.000" }).amount).toBe(250_000);
    expect(offerSchema().parse({ ...person, amount: "250 000", conditions: "Sous réserve d'un prêt" })).toMatchObject({
      amount: 250_000,
      conditions: "Sous réserve d'un prêt",
    });
    const errors = (amount?: string) =>
      offerSchema()
        .safeParse({ ...person, amount })
        .error?.issues.map((issue) => issue.message);
    expect(errors(undefined)).toEqual(["forms.errors.amountRequired"]);
    expect(errors("0")).toEqual(["forms.errors.amountInvalid"]);
    expect(errors("250000,50")).toEqual(["forms.errors.amountInvalid"]);
  });

  it("an application counts persons up to the configured maximum and moves in from today to a year ahead", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const schema = rentalApplicationSchema({ maximumPersons: 4, now });
    expect(schema.parse({ ...person, persons: "4", income: "3.900", moveIn: "2026-11-28" })).toMatchObject({
      persons: 4,
      income: 3_900,
      moveIn: "2026-11-28",
    });
    const errors = (fields: Record<string, string>) =>
      schema.safeParse({ ...person, persons: "2", income: "3900", ...fields }).error?.issues.map((issue) => issue.message);
    expect(errors({ persons: "5" })).toEqual(["forms.errors.personsInvalid"]);
    expect(errors({ persons: "0" })).toEqual(["forms.errors.personsInvalid"]);
    expect(errors({ persons: "" })).toEqual(["forms.errors.personsRequired"]);
    expect(errors({ income: "" })).toEqual(["forms.errors.incomeRequired"]);
    expect(errors({ moveIn: "2026-11-27" })).toEqual(["forms.errors.moveInInvalid"]);
    expect(errors({ moveIn: "2028-01-01" })).toEqual(["forms.errors.moveInInvalid"]);
  });
});

describe("the contact time slots (spec §3, §9)", () => {
  const person = { title: "mr", firstName: "Jan", lastName: "Peeters", email: "jan@example.be", phone: "0477 12 34 56" };

  it("are optional, several at once, in the day's order, and only the three of §9", () => {
    expect(siteContactSchema().parse(person).contactSlots).toBeUndefined();
    expect(contactMeSchema().parse({ ...person, contactSlots: ["evening", "morning"] }).contactSlots).toEqual(["morning", "evening"]);
    expect(siteContactSchema().safeParse({ ...person, contactSlots: ["night"] }).error?.issues[0]?.message).toBe(
      "forms.errors.invalidChoice",
    );
  });
});

describe("a testimonial (spec §8)", () => {
  const TESTIMONIAL = { name: "Anne D.", town: "Namur", email: "anne@example.be", rating: "4", text: "Une vente rapide.", publish: "on" };

  it("keeps the name and town it is published with, the rating as a number and the text", () => {
    expect(valueOf(testimonialSchema(), TESTIMONIAL)).toEqual({ ...TESTIMONIAL, rating: 4, publish: true });
  });

  it("is not taken without the author's consent to publish it", () => {
    const { publish: _, ...unticked } = TESTIMONIAL;
    expect(errorsOf(testimonialSchema(), unticked)).toEqual({ publish: "forms.errors.publishConsentRequired" });
    expect(text(fr, "forms.errors.publishConsentRequired")).toBe(
      "Veuillez accepter la publication de votre témoignage, sans quoi il ne peut être affiché",
    );
  });

  it("needs a rating from 1 to 5, a name, a town, an e-mail and words; a text over 2000 characters says its limit", () => {
    expect(errorsOf(testimonialSchema(), { publish: "on" })).toEqual({
      name: "forms.errors.testimonialNameRequired",
      town: "forms.errors.testimonialTownRequired",
      email: "forms.errors.emailRequired",
      rating: "forms.errors.ratingRequired",
      text: "forms.errors.testimonialTextRequired",
    });
    expect(errorsOf(testimonialSchema(), { ...TESTIMONIAL, rating: "6" })).toEqual({ rating: "forms.errors.invalidChoice" });
    expect(errorsOf(testimonialSchema(), { ...TESTIMONIAL, rating: "0" })).toEqual({ rating: "forms.errors.invalidChoice" });
    expect(errorsOf(testimonialSchema(), { ...TESTIMONIAL, text: "x".repeat(2001) })).toEqual({ text: "forms.errors.testimonialTooLong" });
    expect(text(en, "forms.errors.testimonialTooLong")).toBe("Your testimonial is too long: at most 2000 characters");
  });
});
