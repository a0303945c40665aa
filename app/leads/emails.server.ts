/**
 * The e-mails a lead causes, composed when it is stored (they go into the outbox with it):
 * the agency's copy in the agency's language with the visitor as Reply-To, the visitor's
 * confirmation in their language, and, per form, the friend's e-mail or the newsletter
 * confirmation link. Plain text: it reads the same in every mail client and in var/mail/.
 */
import type { TFunction } from "i18next";
import type { AppContext } from "~/context.server";
import { formatBelgianDateTime, formatDate } from "~/belgium/format";
import { formatPhone } from "~/belgium/phone";
import { i18nFor } from "~/i18n/i18n.server";
import { LANGUAGE_NAMES, type Language } from "~/i18n/languages";
import { runtimeKey } from "~/i18n/keys";
import type { OutgoingEmail } from "~/mail/transport.server";
import type { FieldValue, FormId } from "./forms";
import type { LeadSubmission } from "./store.server";

type MailContext = Pick<AppContext, "env" | "site">;

export type StoredLead = LeadSubmission & { id: number; createdAt: string };

export async function translatorFor(lang: Language): Promise<TFunction> {
  return (await i18nFor(lang)).getFixedT(lang) as TFunction;
}

/** The sender of every e-mail and the agency's inbox. */
export function mailAddresses(context: MailContext): { from: string; agency: string } {
  const agency = context.env.AGENCY_EMAIL ?? context.site.config.agency.email;
  const from = context.env.MAIL_FROM ?? `"${context.site.config.name.replace(/"/g, "")}" <${context.site.config.agency.email}>`;
  return { from, agency };
}

/** Fields that are not shown in the summary (they have their own line or are internal). */
const HIDDEN_FIELDS = new Set(["email"]);

/**
 * The visitor's confirmation goes to whatever address was typed: it repeats no free text, so that
 * the form cannot make the agency send someone else's words to a stranger.
 */
const NOT_IN_CONFIRMATION = new Set(["email", "remark"]);

/** Characters of a send-to-friend note that reach the friend. */
const FRIEND_NOTE_LIMIT = 500;

/** One field's value as a person reads it, in the language of `t`. */
export function formatFieldValue(name: string, value: FieldValue, t: TFunction, form?: FormId): string {
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => formatFieldValue(name === "types" ? "propertyType" : "zone", item, t)).join(", ");
  if (typeof value === "boolean") return value ? t("forms.yes") : t("forms.no");
  const text = String(value);
  switch (name) {
    case "title":
      return t(runtimeKey(`forms.titles.${text}`));
    case "slot":
      return t(runtimeKey(`forms.slots.${text}`));
    case "goal":
      // The valuation's goal is what the owner will do with the property: sell it or let it.
      return t(runtimeKey(form === "contact-demand" ? `forms.valuationGoals.${text}` : `forms.goals.${text}`));
    case "propertyType":
      return t(runtimeKey(`types.${text}`));
    case "phone":
      return formatPhone(text);
    case "day":
    case "startDate":
    case "endDate":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(`${text}T00:00:00Z`) : text;
    case "budgetMin":
    case "budgetMax":
      return typeof value === "number" ? `€ ${new Intl.NumberFormat("nl-BE").format(value)}` : text;
    case "zone": {
      const city = text.match(/^city:(\w+)\|(.+)$/);
      if (city) return `${city[1]} ${city[2]}`;
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
 * "Label: value" lines of what the visitor filled in. The time slot is written as the visitor saw
 * it (`visitorT`, the form's language): the afternoon is 13:00-16:00 in Dutch, 14:00-16:00 in French.
 */
export function fieldSummary(
  fields: Record<string, FieldValue>,
  t: TFunction,
  { form, visitorT = t, hidden = HIDDEN_FIELDS }: { form?: FormId; visitorT?: TFunction; hidden?: ReadonlySet<string> } = {},
): string[] {
  const title = typeof fields.title === "string" ? fields.title : undefined;
  return Object.entries(fields)
    .filter(([name, value]) => !hidden.has(name) && formatFieldValue(name, value, t, form) !== "" && !(name === "title" && !title))
    .map(([name, value]) =>
      line(t, t(runtimeKey(`forms.fields.${name}`)), formatFieldValue(name, value, name === "slot" ? visitorT : t, form)),
    );
}

function visitorName(fields: Record<string, FieldValue>, t: TFunction): string {
  const title = typeof fields.title === "string" && fields.title ? t(runtimeKey(`forms.titles.${fields.title}`)) : "";
  return [title, fields.firstName, fields.lastName].filter((part) => typeof part === "string" && part.trim() !== "").join(" ");
}

/** An address header value with a display name, quoted so that commas and quotes stay in the name. */
function address(name: string, email: string): string {
  return name ? `"${name.replace(/["\\\r\n]/g, "")}" <${email}>` : email;
}

export async function leadEmails(
  context: MailContext,
  lead: StoredLead,
  origin: string,
  extra: { confirmUrl?: string | null },
): Promise<OutgoingEmail[]> {
  const agencyLanguage = context.site.config.defaultLanguage;
  const [ta, tv] = await Promise.all([translatorFor(agencyLanguage), translatorFor(lead.language)]);
  const { from, agency } = mailAddresses(context);
  const agencyName = context.site.config.name;
  const pageUrl = `${origin}${lead.sourcePath}`;
  const name = visitorName(lead.fields, ta) || lead.email;
  const form = ta(runtimeKey(`forms.names.${lead.form}`));
  const emails: OutgoingEmail[] = [];

  const reference = lead.listingId ?? null;
  emails.push({
    kind: "lead-agency",
    from,
    to: agency,
    replyTo: address(visitorName(lead.fields, ta), lead.email),
    subject:
      reference === null ? ta("mail.agency.subject", { form, name }) : ta("mail.agency.subjectReference", { form, name, id: reference }),
    text: [
      ta("mail.agency.intro"),
      "",
      line(ta, ta("forms.fields.email"), lead.email),
      ...fieldSummary(lead.fields, ta, { form: lead.form, visitorT: tv }),
      "",
      ...(lead.listingId != null ? [line(ta, ta("mail.agency.property"), String(lead.listingId))] : []),
      ...(lead.projectId != null ? [line(ta, ta("mail.agency.project"), String(lead.projectId))] : []),
      line(ta, ta("mail.agency.page"), pageUrl),
      line(ta, ta("mail.agency.language"), LANGUAGE_NAMES[lead.language]),
      line(ta, ta("mail.agency.received"), formatBelgianDateTime(lead.createdAt)),
      `Lead #${lead.id}`,
    ].join("\n"),
  });

  const greetingName = visitorName(lead.fields, tv);
  const greeting = greetingName ? tv("mail.confirmation.greeting", { name: greetingName }) : tv("mail.confirmation.greetingAnonymous");
  const signature = tv("mail.confirmation.signature", { agency: agencyName });

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
        signature,
      ].join("\n"),
    });
  }
  if (lead.form !== "sign-newsletter") {
    emails.push({
      kind: "lead-confirmation",
      from,
      to: lead.email,
      replyTo: agency,
      subject: tv("mail.confirmation.subject", { agency: agencyName }),
      text: [
        greeting,
        "",
        tv("mail.confirmation.body"),
        "",
        tv("mail.confirmation.summary"),
        ...fieldSummary(lead.fields, tv, { form: lead.form, hidden: NOT_IN_CONFIRMATION }),
        "",
        pageUrl,
        "",
        signature,
      ].join("\n"),
    });
  }
  if (lead.form === "send-to-friend" && typeof lead.fields.friendEmail === "string") {
    const sender = [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(" ") || lead.email;
    // A short personal note, not a letter: the agency's address must not carry whatever anyone writes.
    const remark =
      typeof lead.fields.remark === "string" && lead.fields.remark.trim() !== ""
        ? lead.fields.remark.trim().slice(0, FRIEND_NOTE_LIMIT)
        : null;
    emails.push({
      kind: "friend",
      from,
      to: address(typeof lead.fields.friendName === "string" ? lead.fields.friendName : "", lead.fields.friendEmail),
      replyTo: address(String(sender), lead.email),
      // No text of the visitor in the subject: the form must not let anyone write the agency's subjects.
      subject: tv("mail.friend.subject", { agency: agencyName }),
      text: [
        tv("mail.friend.body", { name: sender, agency: agencyName }),
        pageUrl,
        ...(remark ? ["", tv("mail.friend.note"), remark] : []),
        "",
        agencyName,
      ].join("\n"),
    });
  }
  return emails;
}
