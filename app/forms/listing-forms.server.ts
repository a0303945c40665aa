/**
 * The forms about one property or one project (request information, book a visit, documents, send
 * to a friend; the new-build enquiry): which listing or project a form page or a post is about, and
 * what the property and project pages need to render their forms (one signed token per form).
 *
 * A form is only for what the visitor can still ask about: an unknown id, a sold or rented listing,
 * or a unit whose project is gone is a 404, on the form page (GET) and for its post alike.
 */
import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { AppContext } from "~/context.server";
import { listingCard, type ListingCardView } from "~/catalogue/listing-card";
import { isBelgian } from "~/belgium/country";
import { goalKind, HOME_WEB_IDS } from "~/catalogue/codes";
import { listingPath, projectOf, projectPath } from "~/catalogue/paths";
import type { ListingStore } from "~/catalogue/listing-store.server";
import type { Catalogue, Listing, Project } from "~/catalogue/schema";
import { formatPrice } from "~/belgium/format";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { requirePage, type PageContext } from "~/routing/page.server";
import { FORM_PAGES, href } from "~/routing/route-table";
import { formSetup, submitForm, type FormPost } from "./form-action.server";
import { appointmentSchema, contactMeSchema, documentsSchema, offerSchema, rentalApplicationSchema, sendToFriendSchema } from "./schemas";
import type { FormSetup } from "./setup";

/**
 * The forms about one property and the schema each post is checked against. Their pages are one
 * route module (app/routes/forms/listing-form.tsx), which tells them apart by the page matched.
 */
const LISTING_FORM_SCHEMAS = {
  "contact-me": () => contactMeSchema(),
  "contact-appointment": () => appointmentSchema(),
  "contact-documents": () => documentsSchema(),
  "send-to-friend": () => sendToFriendSchema(),
  "make-offer": () => offerSchema(),
  "apply-to-rent": (context: AppContext) => rentalApplicationSchema({ maximumPersons: context.site.config.forms.rentalMaximumPersons }),
} as const satisfies Record<string, (context: AppContext) => FormPost["schema"]>;
export type ListingFormId = keyof typeof LISTING_FORM_SCHEMAS;
const LISTING_FORM_IDS = Object.keys(LISTING_FORM_SCHEMAS) as ListingFormId[];

/**
 * The forms for some listings only, their terms being Belgian law's: an offer on a Belgian property
 * for sale; an application to rent a Belgian home for rent (persons and a household's income mean
 * nothing for a garage, an office or a shop).
 */
export function formFitsListing(form: ListingFormId, listing: Pick<Listing, "Goal" | "CountryID" | "WebID">): boolean {
  if (form === "make-offer") return goalKind(listing.Goal) === "sale" && isBelgian(listing.CountryID);
  if (form === "apply-to-rent")
    return goalKind(listing.Goal) === "rent" && isBelgian(listing.CountryID) && HOME_WEB_IDS.includes(listing.WebID);
  return true;
}

/** What a form page shows about its property: title, place, reference, price, and the link back. */
export type ListingSummary = { id: number; title: string; place: string; price: string; reference: string; href: string };

/** An id as the route gives it: digits only (no "1e3", no " 42"). */
function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** A listing the visitor may still ask about, with its project when it is a unit; null otherwise. */
export async function askableListing(
  catalogue: Pick<Catalogue, "projects"> & { listings: Pick<ListingStore, "byId"> },
  id: number | null,
): Promise<{ listing: Listing; project: Project | undefined } | null> {
  const listing = id === null ? undefined : await catalogue.listings.byId(id);
  if (!listing || listing.Status !== "available") return null;
  const project = projectOf(listing, catalogue);
  if (listing.ProjectID !== undefined && !project) return null;
  return { listing, project };
}

/** The page of a form about one property: which form, its listing (404 when there is none to ask about), where it posts, its summary. */
async function requireListingFormPage(
  request: Request,
  context: AppContext,
): Promise<PageContext & { form: ListingFormId; listing: Listing; summary: ListingSummary; path: string }> {
  const pageContext = requirePage(
    request,
    context,
    LISTING_FORM_IDS.map((form) => FORM_PAGES[form]),
  );
  const form = LISTING_FORM_IDS.find((id) => FORM_PAGES[id] === pageContext.page)!;
  const catalogue = await context.catalogue.get();
  const found = await askableListing(catalogue, idOf(pageContext.params.id));
  if (!found || !formFitsListing(form, found.listing)) throw data(null, { status: 404 });
  const { lang } = pageContext;
  const { t } = await i18nFor(lang);
  const card = listingCard(found.listing, lang, t, catalogue, context.site.config.listing.hideCity);
  return {
    ...pageContext,
    form,
    listing: found.listing,
    path: href(pageContext.page, lang, { id: String(found.listing.ID) }),
    summary: {
      id: found.listing.ID,
      title: card.title,
      place: card.place,
      price: card.price,
      reference: t("property.reference", { id: found.listing.ID }),
      href: listingPath(found.listing, lang, found.project),
    },
  };
}

/**
 * The terms said above a form (spec §9), their figures from the site configuration: an offer's
 * advance on the price; a rental's deposit, minimum income (so many times the rent, in euros when
 * the rent is published) and maximum number of persons. Null for the other forms.
 */
export function formTerms(
  form: ListingFormId,
  listing: Pick<Listing, "Price" | "PublishPrice">,
  t: TFunction,
  figures: AppContext["site"]["config"]["forms"],
): string | null {
  if (form === "make-offer") return t("forms.offerTerms", { percent: figures.offerAdvancePercent });
  if (form !== "apply-to-rent") return null;
  const times = figures.rentalIncomeTimesRent;
  const income =
    listing.PublishPrice && listing.Price > 0 ? formatPrice(Math.ceil(listing.Price * times)) : t("forms.incomeTimesRent", { times });
  return t("forms.rentalTerms", { months: figures.rentalDepositMonths, income, persons: figures.rentalMaximumPersons });
}

/** What the page of a form about one property shows (never indexed): its texts, the property's summary, the form's setup. */
export async function listingFormPage(request: Request, context: AppContext) {
  const { form, seo, summary, path, listing, lang } = await requireListingFormPage(request, context);
  const { t } = await i18nFor(lang);
  return {
    form,
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    summary,
    path,
    terms: formTerms(form, listing, t, context.site.config.forms),
    // The documents form of a listing without documents says so instead (spec §8).
    documentKinds: form === "contact-documents" ? (listing.Documents ?? null) : null,
    maximumPersons: context.site.config.forms.rentalMaximumPersons,
    setup: formSetup(context, form),
  };
}

/** A post of a form about one property, checked against that form's schema (the one form pipeline, form-action.server.ts). */
export async function submitListingForm(request: Request, context: AppContext) {
  const { form, lang, listing } = await requireListingFormPage(request, context);
  return submitForm({ request, context, form, lang, schema: LISTING_FORM_SCHEMAS[form](context), listingId: listing.ID });
}

/** One form inside another page: where it posts, its token, its title (the form page's). */
export type EmbeddedFormData = { action: string; setup: FormSetup; title: string };

function embedded(context: AppContext, form: keyof typeof FORM_PAGES, lang: Language, params: Record<string, string>): EmbeddedFormData {
  const page = FORM_PAGES[form];
  return { action: href(page, lang, params), setup: formSetup(context, form), title: context.site.pages[page][lang].menuTitle };
}

/**
 * The forms of a property page, each with its own token; `from` is the property's path. A property
 * for sale links to its offer form, one for rent to its application form: pages of their own, with
 * their terms, kept out of the property page's first bytes (ADR 045).
 */
export function listingForms(
  context: AppContext,
  lang: Language,
  listing: Pick<Listing, "ID" | "Goal" | "CountryID" | "WebID" | "Documents">,
  from: string,
) {
  const params = { id: String(listing.ID) };
  const formLink = (form: "make-offer" | "apply-to-rent") =>
    formFitsListing(form, listing)
      ? { href: href(FORM_PAGES[form], lang, params), title: context.site.pages[FORM_PAGES[form]][lang].menuTitle }
      : null;
  return {
    from,
    contactMe: embedded(context, "contact-me", lang, params),
    appointment: embedded(context, "contact-appointment", lang, params),
    offer: formLink("make-offer"),
    application: formLink("apply-to-rent"),
    documents: embedded(context, "contact-documents", lang, params),
    documentKinds: listing.Documents ?? null,
    sendToFriend: embedded(context, "send-to-friend", lang, params),
  };
}

/** A unit a construction enquiry may name: its listing id and how the select shows it. */
export type UnitOption = { value: string; label: string };

/** The project's available units as choices, cheapest first. */
export async function unitOptions(context: AppContext, lang: Language, project: Project): Promise<UnitOption[]> {
  const catalogue = await context.catalogue.get();
  const { t } = await i18nFor(lang);
  const units = await catalogue.listings.projectUnits(project.ID);
  return unitChoices(
    units.map((unit) => listingCard(unit, lang, t, catalogue, context.site.config.listing.hideCity)),
    t,
  );
}

type UnitCard = Pick<ListingCardView, "id" | "type" | "bedrooms" | "surface" | "price">;

/**
 * Each unit named by what tells the units apart, short enough for a 320-px phone's select: its
 * bedrooms (or its surface), its price, and its type when the units are not all of one type ("1
 * chambre – € 264.000"); the project and its town are the page's, the rest is on each unit's card.
 * Two units that would read the same get their reference too.
 */
export function unitChoices(units: UnitCard[], t: TFunction): UnitOption[] {
  const oneType = new Set(units.map((unit) => unit.type)).size === 1;
  const labels = units.map((unit) => {
    const size = unit.bedrooms
      ? t("card.bedrooms", { count: unit.bedrooms })
      : unit.surface
        ? t("card.surface", { surface: unit.surface })
        : null;
    return [[oneType ? null : unit.type, size].filter(Boolean).join(", "), unit.price].filter(Boolean).join(" – ");
  });
  return units.map((unit, index) => {
    const label = labels[index]!;
    const twin = labels.some((other, at) => at !== index && other === label);
    return { value: String(unit.id), label: twin ? `${label} – ${t("search.reference", { id: unit.id })}` : label };
  });
}

/** The construction form page and its project (404 when unknown). */
export async function requireProjectFormPage(request: Request, context: AppContext) {
  const pageContext = requirePage(request, context, ["form-contact-construction"]);
  const catalogue = await context.catalogue.get();
  const id = idOf(pageContext.params.projectId);
  const project = id === null ? undefined : catalogue.projects.find((candidate) => candidate.ID === id);
  if (!project) throw data(null, { status: 404 });
  const { lang } = pageContext;
  return {
    ...pageContext,
    project,
    units: await unitOptions(context, lang, project),
    path: href("form-contact-construction", lang, { projectId: String(project.ID) }),
    summary: { name: project.Name, href: projectPath(project, lang) },
  };
}

/** The construction enquiry on a project page. */
export function projectForm(context: AppContext, lang: Language, project: Pick<Project, "ID">, from: string) {
  return { from, ...embedded(context, "contact-construction", lang, { projectId: String(project.ID) }) };
}
