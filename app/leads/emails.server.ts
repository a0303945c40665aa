/**
 * The e-mails a lead causes, composed when it is stored (they go into the outbox with it):
 * the agency's copy in the agency's language with the visitor as Reply-To, the visitor's
 * confirmation in their language, and, per form, the friend's e-mail or the newsletter
 * confirmation link. Plain text: it reads the same in every mail client and in var/mail/.
 *
 * The agency's copy starts with what the lead is about (the form, then the property, the project
 * and its unit as the site shows them: title, reference, price, address as published, link), then
 * the visitor, the language they used and their words. The visitor's e-mails repeat their words,
 * name the property by its title with its link, and end with the agency's phone, address and
 * opening hours (ADR 034).
 */
import { NO_NEWS } from "~/catalogue/listing-news";
import type { TFunction } from "i18next";
import type { AppContext } from "~/context.server";
import { formatBelgianDateTime, formatDate } from "~/belgium/format";
import { formatPhone } from "~/belgium/phone";
import { townName } from "~/belgium/town-names";
import { goalKind } from "~/catalogue/codes";
import { listingCard, type CardCatalogue } from "~/catalogue/listing-card";
import { projectOf, projectPath } from "~/catalogue/paths";
import { projectPriceRange } from "~/catalogue/project-view";
import { displayAddress } from "~/catalogue/property-view/address";
import type { Listing, Project } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { runtimeKey } from "~/i18n/keys";
import type { OutgoingEmail } from "~/mail/transport.server";
import { agencyAddress } from "~/site/agency";
import { displayName, type FieldValue, type FormId } from "./forms";
import type { LeadSubmission } from "./store.server";

type MailContext = Pick<AppContext, "env" | "site">;

export type StoredLead = LeadSubmission & { id: number; createdAt: string };

/** The texts of one language, and the language (towns are named as it names them). */
export type Reader = { t: TFunction; lang: Language };

export async function translatorFor(lang: Language): Promise<TFunction> {
  return (await i18nFor(lang)).getFixedT(lang) as TFunction;
}

export async function readerFor(lang: Language): Promise<Reader> {
  return { t: await translatorFor(lang), lang };
}

/** The sender of every e-mail and the agency's inbox. */
export function mailAddresses(context: MailContext): { from: string; agency: string } {
  const agency = context.env.AGENCY_EMAIL ?? context.site.config.agency.email;
  const from = context.env.MAIL_FROM ?? `"${context.site.config.name.replace(/"/g, "")}" <${context.site.config.agency.email}>`;
  return { from, agency };
}

/** The visitor: the agency's copy writes them in lines of their own. */
const VISITOR_FIELDS = ["title", "firstName", "lastName", "email", "phone"];
/** Fields the agency's copy shows elsewhere than among the details: the visitor, their words, the unit (with the project). */
const NOT_IN_DETAILS = new Set([...VISITOR_FIELDS, "remark", "unit"]);
/** Fields the visitor's summary leaves out: the address it goes to, their words (a block of their own), the unit (named above). */
const NOT_IN_SUMMARY = new Set(["email", "remark", "unit"]);

/** Characters of a send-to-friend note that reach the friend. */
const FRIEND_NOTE_LIMIT = 500;

/** What one item of a list field is: a property type, a contact time slot, else a zone. */
const ITEM_NAMES: Record<string, string> = { types: "propertyType", contactSlots: "slot" };

/** The fields written in the visitor's language whatever the reader's: the time slots (13:00-16:00 in Dutch, 14:00-16:00 in French). */
const AS_THE_VISITOR_SAW = new Set(["slot", "contactSlots"]);

/** One field's value as a person reads it, in the reader's language. */
export function formatFieldValue(name: string, value: FieldValue, reader: Reader, form?: FormId): string {
  const { t, lang } = reader;
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => formatFieldValue(ITEM_NAMES[name] ?? "zone", item, reader)).join(", ");
  if (typeof value === "boolean") return value ? t("forms.yes") : t("forms.no");
  const text = String(value);
  switch (name) {
    case "title":
      return t(runtimeKey(`forms.titles.${text}`));
    case "slot":
      return t(runtimeKey(`forms.slots.${text}`));
    case "rating":
      return t(runtimeKey(`forms.ratings.${text}`));
    case "goal":
      // The valuation's goal is what the owner will do with the property: sell it or let it.
      return t(runtimeKey(form === "contact-demand" ? `forms.valuationGoals.${text}` : `forms.goals.${text}`));
    case "propertyType":
      return t(runtimeKey(`types.${text}`));
    case "phone":
      return formatPhone(text);
    case "day":
    case "moveIn":
    case "startDate":
    case "endDate":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(`${text}T00:00:00Z`) : text;
    case "budgetMin":
    case "budgetMax":
    case "amount":
    case "income":
      return typeof value === "number" ? `€ ${new Intl.NumberFormat("nl-BE").format(value)}` : text;
    case "zone": {
      const city = text.match(/^city:(\w+)\|(.+)$/);
      if (city) return `${city[1]} ${townName({ zip: city[1]!, name: city[2]! }, lang)}`;
      const region = text.match(/^region:(\w+)$/);
      return region ? t(runtimeKey(`forms.regions.${region[1]}`)) : text;
    }
    default:
      return text;
  }
}

/** "Label: value" in the language of `t` (French puts a non-breaking space before the colon). */
function line(t: TFunction, label: string, value: string): string {
  return t("mail.line", { label, value });
}

/**
 * "Label: value" lines of what the visitor filled in, but for the `hidden` fields. The time slots are
 * written as the visitor saw them (`visitor`, the form's language): the afternoon is 13:00-16:00 in
 * Dutch, 14:00-16:00 in French.
 */
export function fieldSummary(
  fields: Record<string, FieldValue>,
  reader: Reader,
  { form, visitor = reader, hidden }: { form?: FormId; visitor?: Reader; hidden: ReadonlySet<string> },
): string[] {
  return Object.entries(fields)
    .filter(([name, value]) => !hidden.has(name) && formatFieldValue(name, value, reader, form) !== "")
    .map(([name, value]) =>
      line(
        reader.t,
        reader.t(runtimeKey(`forms.fields.${name}`)),
        formatFieldValue(name, value, AS_THE_VISITOR_SAW.has(name) ? visitor : reader, form),
      ),
    );
}

/** "Madame Anne Dupont": the visitor's name with their title, in the reader's language. */
function visitorName(fields: Record<string, FieldValue>, t: TFunction): string {
  const title = typeof fields.title === "string" && fields.title ? t(runtimeKey(`forms.titles.${fields.title}`)) : "";
  return [title, displayName(fields)].filter(Boolean).join(" ");
}

/** The visitor's own words, trimmed; null when they wrote none. */
function remarkOf(fields: Record<string, FieldValue>): string | null {
  return typeof fields.remark === "string" && fields.remark.trim() !== "" ? fields.remark.trim() : null;
}

/** An address header value with a display name, quoted so that commas and quotes stay in the name. */
function address(name: string, email: string): string {
  return name ? `"${name.replace(/["\\\r\n]/g, "")}" <${email}>` : email;
}

// ---------------------------------------------------------------------------------------------
// What the lead is about
// ---------------------------------------------------------------------------------------------

/**
 * What a lead is about, read from the catalogue before the lead is stored: its property (a unit
 * with its project), or its project and the unit the visitor chose. null for one the lead names
 * and the catalogue does not have (sold and gone since).
 */
export type LeadTopic = {
  catalogue: CardCatalogue;
  listing: Listing | null;
  project: Project | null;
  unit: Listing | null;
};

type TopicContext = Pick<AppContext, "logger"> & { catalogue: Pick<AppContext["catalogue"], "get"> };

/**
 * The lead's property, project and unit from the catalogue; undefined when the catalogue cannot be
 * read (the e-mails then give the references alone): never throws, a lead is stored all the same.
 */
export async function leadTopic(
  context: TopicContext,
  lead: Pick<LeadSubmission, "form" | "listingId" | "projectId" | "fields">,
): Promise<LeadTopic | undefined> {
  const unitId = lead.form === "contact-construction" && typeof lead.fields.unit === "number" ? lead.fields.unit : null;
  // A lead about no property (the contact page, a valuation, the newsletter) needs no catalogue.
  if (lead.listingId == null && lead.projectId == null && unitId === null)
    return { catalogue: { projects: [], news: NO_NEWS }, listing: null, project: null, unit: null };
  try {
    const catalogue = await context.catalogue.get();
    const [listing, unit] = await Promise.all(
      [lead.listingId, unitId].map(async (id) => (id == null ? null : ((await catalogue.listings.byId(id)) ?? null))),
    );
    const project =
      lead.projectId != null
        ? (catalogue.projects.find((candidate) => candidate.ID === lead.projectId) ?? null)
        : listing
          ? (projectOf(listing, catalogue) ?? null)
          : null;
    return { catalogue, listing: listing ?? null, project, unit: unit ?? null };
  } catch (error) {
    context.logger.warn({ err: error, form: lead.form }, "the catalogue could not be read for a lead's e-mails; they give its references");
    return undefined;
  }
}

/** A listing as its page shows it, in the reader's language: title, price, address as published, link. */
function listingFacts(listing: Listing, topic: LeadTopic, reader: Reader, origin: string, hideCity: boolean) {
  const card = listingCard(listing, reader.lang, reader.t, topic.catalogue, hideCity);
  return {
    title: card.title,
    price: card.price,
    address: displayAddress(listing, listing.PublishAddress, reader.lang, reader.t, hideCity).full,
    link: `${origin}${card.href}`,
  };
}

function projectFacts(project: Project, reader: Reader, origin: string, hideCity: boolean) {
  return {
    title: project.Name,
    price: projectPriceRange(project, reader.t),
    address: displayAddress(project, project.PublicAddress, reader.lang, reader.t, hideCity).full,
    link: `${origin}${projectPath(project, reader.lang)}`,
  };
}

/** The agency's lines about the lead's property, project or unit: what the site shows of them. */
function topicLines(lead: StoredLead, topic: LeadTopic | undefined, reader: Reader, origin: string, hideCity: boolean): string[] {
  const { t } = reader;
  const missing = (id: number) => (topic ? t("mail.agency.notInCatalogue", { id }) : String(id));
  const listingLines = (label: string, id: number, listing: Listing | null | undefined): string[] => {
    if (!listing || !topic) return [line(t, label, missing(id))];
    const facts = listingFacts(listing, topic, reader, origin, hideCity);
    const project = lead.projectId == null && listing.ProjectID !== undefined ? projectOf(listing, topic.catalogue) : undefined;
    return [
      line(t, label, facts.title),
      line(t, t("property.fields.reference"), String(listing.ID)),
      ...(listing.RecordFile.trim() ? [line(t, t("property.fields.recordFile"), listing.RecordFile.trim())] : []),
      line(t, t(goalKind(listing.Goal) === "sale" ? "property.fields.price" : "property.fields.rent"), facts.price),
      line(t, t("property.fields.address"), facts.address),
      ...(project ? [line(t, t("mail.agency.project"), project.Name)] : []),
      line(t, t("mail.agency.link"), facts.link),
    ];
  };
  const lines: string[] = [];
  if (lead.listingId != null) lines.push(...listingLines(t("mail.agency.property"), lead.listingId, topic?.listing));
  if (lead.projectId != null) {
    const project = topic?.project;
    if (project && topic) {
      const facts = projectFacts(project, reader, origin, hideCity);
      lines.push(
        line(t, t("mail.agency.project"), facts.title),
        line(t, t("property.fields.price"), facts.price),
        line(t, t("property.fields.address"), facts.address),
        line(t, t("mail.agency.link"), facts.link),
      );
    } else {
      lines.push(line(t, t("mail.agency.project"), missing(lead.projectId)));
    }
    if (typeof lead.fields.unit === "number") lines.push("", ...listingLines(t("forms.fields.unit"), lead.fields.unit, topic?.unit));
  }
  return lines;
}

/** The visitor's lines about what they asked about: the property's or project's title, and its link. */
function topicForVisitor(lead: StoredLead, topic: LeadTopic | undefined, reader: Reader, origin: string, hideCity: boolean): string[] {
  if (!topic) return [];
  const named = (facts: { title: string; link: string } | null) => (facts ? [facts.title, facts.link] : []);
  const listing = lead.listingId != null && topic.listing ? listingFacts(topic.listing, topic, reader, origin, hideCity) : null;
  const project = lead.projectId != null && topic.project ? projectFacts(topic.project, reader, origin, hideCity) : null;
  const unit = lead.projectId != null && topic.unit ? listingFacts(topic.unit, topic, reader, origin, hideCity) : null;
  return [...named(listing), ...named(project), ...named(unit)];
}

/** How to reach the agency, in the reader's language, from the site configuration: phone, address, opening hours. */
function agencyContact(context: MailContext, { t, lang }: Reader): string[] {
  const { agency } = context.site.config;
  return [
    line(t, t("contactPage.phone"), formatPhone(agency.phone)),
    line(t, t("contactPage.address"), agencyAddress(agency, lang)),
    t("mail.heading", { label: t("contactPage.openingHours") }),
    ...agency.openingHours[lang],
  ];
}

// ---------------------------------------------------------------------------------------------
// The e-mails
// ---------------------------------------------------------------------------------------------

export async function leadEmails(
  context: MailContext,
  lead: StoredLead,
  origin: string,
  extra: { confirmUrl?: string | null; topic?: LeadTopic; testimonialId?: number },
): Promise<OutgoingEmail[]> {
  const [agencyReader, visitorReader] = await Promise.all([readerFor(context.site.config.defaultLanguage), readerFor(lead.language)]);
  const { t: ta } = agencyReader;
  const { t: tv } = visitorReader;
  const { from, agency } = mailAddresses(context);
  const agencyName = context.site.config.name;
  const hideCity = context.site.config.listing.hideCity;
  const pageUrl = `${origin}${lead.sourcePath}`;
  const name = visitorName(lead.fields, ta);
  const formName = ta(runtimeKey(`forms.names.${lead.form}`));
  // An offer names its amount in the subject: "Offer of € 250.000 from …".
  const offered = lead.form === "make-offer" ? formatFieldValue("amount", lead.fields.amount, agencyReader) : "";
  const form = offered ? ta("mail.agency.offer", { form: formName, amount: offered }) : formName;
  const remark = remarkOf(lead.fields);
  const phone = typeof lead.fields.phone === "string" && lead.fields.phone.trim() !== "" ? formatPhone(lead.fields.phone) : null;
  const emails: OutgoingEmail[] = [];

  const reference = lead.listingId ?? null;
  emails.push({
    kind: "lead-agency",
    from,
    to: agency,
    replyTo: address(name, lead.email),
    subject:
      reference === null
        ? ta("mail.agency.subject", { form, name: name || lead.email })
        : ta("mail.agency.subjectReference", { form, name: name || lead.email, id: reference }),
    text: [
      // What it is about…
      form,
      ...topicLines(lead, extra.topic, agencyReader, origin, hideCity),
      ...fieldSummary(lead.fields, agencyReader, { form: lead.form, visitor: visitorReader, hidden: NOT_IN_DETAILS }),
      "",
      // …who asks, in which language…
      ...(name ? [line(ta, ta("mail.agency.visitor"), name)] : []),
      line(ta, ta("forms.fields.email"), lead.email),
      ...(phone ? [line(ta, ta("forms.fields.phone"), phone)] : []),
      line(ta, ta("mail.agency.language"), ta(runtimeKey(`mail.agency.languages.${lead.language}`))),
      // …and their words.
      ...(remark ? ["", line(ta, ta("forms.fields.remark"), remark)] : []),
      ...(extra.testimonialId !== undefined ? ["", ta("mail.agency.testimonial", { id: extra.testimonialId })] : []),
      "",
      line(ta, ta("mail.agency.page"), pageUrl),
      line(ta, ta("mail.agency.received"), formatBelgianDateTime(lead.createdAt)),
      `Lead #${lead.id}`,
      ta("mail.agency.reply"),
    ].join("\n"),
  });

  const greetingName = visitorName(lead.fields, tv);
  const greeting = greetingName ? tv("mail.confirmation.greeting", { name: greetingName }) : tv("mail.confirmation.greetingAnonymous");
  const signature = [tv("mail.confirmation.signature", { agency: agencyName }), ...agencyContact(context, visitorReader)];
  const about = topicForVisitor(lead, extra.topic, visitorReader, origin, hideCity);

  if (extra.confirmUrl) {
    emails.push({
      kind: "newsletter-confirm",
      from,
      to: lead.email,
      replyTo: agency,
      subject: tv("mail.newsletterConfirm.subject", { agency: agencyName }),
      text: [
        greeting,
        "",
        tv("mail.newsletterConfirm.body", { agency: agencyName }),
        extra.confirmUrl,
        "",
        tv("mail.newsletterConfirm.ignore"),
        "",
        ...signature,
      ].join("\n"),
    });
  }
  if (lead.form !== "sign-newsletter") {
    const summary = fieldSummary(lead.fields, visitorReader, { form: lead.form, hidden: NOT_IN_SUMMARY });
    emails.push({
      kind: "lead-confirmation",
      from,
      to: lead.email,
      replyTo: agency,
      subject: tv(lead.form === "testimonial" ? "mail.confirmation.subjectTestimonial" : "mail.confirmation.subject", {
        agency: agencyName,
      }),
      text: [
        greeting,
        "",
        tv(lead.form === "testimonial" ? "mail.confirmation.testimonial" : "mail.confirmation.body"),
        ...(about.length > 0 ? ["", tv("mail.confirmation.about"), ...about] : []),
        ...(summary.length > 0 ? ["", tv("mail.confirmation.summary"), ...summary] : []),
        ...(remark ? ["", tv("mail.confirmation.remark"), remark] : []),
        "",
        ...signature,
      ].join("\n"),
    });
  }
  if (lead.form === "send-to-friend" && typeof lead.fields.friendEmail === "string") {
    const sender = [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(" ") || lead.email;
    // A short personal note, not a letter: the agency's address must not carry whatever anyone writes.
    const note = remark ? remark.slice(0, FRIEND_NOTE_LIMIT) : null;
    emails.push({
      kind: "friend",
      from,
      to: address(typeof lead.fields.friendName === "string" ? lead.fields.friendName : "", lead.fields.friendEmail),
      replyTo: address(String(sender), lead.email),
      // No text of the visitor in the subject: the form must not let anyone write the agency's subjects.
      subject: tv("mail.friend.subject", { agency: agencyName }),
      text: [
        tv("mail.friend.body", { name: sender, agency: agencyName }),
        ...(about.length > 0 ? about : [pageUrl]),
        ...(note ? ["", tv("mail.friend.note"), note] : []),
        "",
        agencyName,
        ...agencyContact(context, visitorReader),
      ].join("\n"),
    });
  }
  return emails;
}

/**
 * The agency's copy when the e-mails could not be composed (a bug, a listing the code did not
 * expect): the form, the page and every field as sent, so that the lead reaches the agency all the same.
 */
export function plainAgencyCopy(context: MailContext, lead: StoredLead, origin: string): OutgoingEmail {
  const { from, agency } = mailAddresses(context);
  return {
    kind: "lead-agency",
    from,
    to: agency,
    replyTo: lead.email,
    subject: `${lead.form} – lead #${lead.id}${lead.listingId != null ? ` (${lead.listingId})` : ""}`,
    text: [
      `${lead.form} – ${origin}${lead.sourcePath}`,
      ...(lead.listingId != null ? [`listing: ${lead.listingId}`] : []),
      ...(lead.projectId != null ? [`project: ${lead.projectId}`] : []),
      `email: ${lead.email}`,
      `language: ${lead.language}`,
      ...Object.entries(lead.fields).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : String(value ?? "")}`),
      `${formatBelgianDateTime(lead.createdAt)} – Lead #${lead.id}`,
    ].join("\n"),
  };
}
