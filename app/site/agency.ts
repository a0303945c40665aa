/**
 * The agency as visitors, search engines and social networks see it: its address and licence as
 * every page writes them (the contact page, and the top bar and footer texts through their
 * `{{address}}` and `{{licence}}` fields), its picture (the Open Graph image of pages that have
 * none of their own) and its schema.org RealEstateAgent description, all from the site
 * configuration (data/site/site.json, data/site/menu.json).
 */
import { licenceText } from "~/belgium/licence";
import { telHref } from "~/belgium/phone";
import { townName } from "~/belgium/town-names";
import type { Language } from "~/i18n/languages";
import { pictureUrl } from "~/media/picture-url";
import type { SiteConfig } from "./config-schema";
import type { Site } from "./site.server";
import { BELGIUM_COUNTRY_ID, COUNTRY_CODES } from "~/belgium/country";
import { reviewsJsonLd, type PublishedTestimonial } from "~/testimonials/testimonial";

type Agency = SiteConfig["agency"];

/** The agency's address on one line, its town in the page's language: "Rue de Fer 42, 5000 Namen" in Dutch. */
export function agencyAddress(agency: Agency, lang: Language): string {
  return `${agency.street}, ${agency.zip} ${townName({ name: agency.city, zip: agency.zip }, lang)}`;
}

/** The agency's licence in the page's language: "BIV 508 417" in Dutch, "IPI 508 417" elsewhere. */
export function agencyLicence(agency: Agency, lang: Language): string {
  return licenceText(agency.ipiNumber, lang);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A configured text of the shell (a top bar label, a footer column's HTML) with its agency fields
 * filled in the text's language: `{{address}}`, `{{licence}}` and `{{openingHours}}` (a line each),
 * so that the header, the footer, the contact page and the e-mails write them one way. `html`: the
 * text is HTML, the values are escaped.
 */
export function withAgencyFields(text: string, agency: Agency, lang: Language, { html = false } = {}): string {
  const fields: Record<string, string[]> = {
    address: [agencyAddress(agency, lang)],
    licence: [agencyLicence(agency, lang)],
    openingHours: agency.openingHours[lang],
  };
  return text.replace(/\{\{(address|licence|openingHours)\}\}/g, (_, field: string) =>
    html ? fields[field]!.map(escapeHtml).join("<br />") : fields[field]!.join(", "),
  );
}

/**
 * The agency's picture: the home page's Open Graph image, otherwise the home banner's picture
 * (its first image, or a video's poster) at 1360 px; null when the configuration has neither.
 */
export function agencyPicture(site: Pick<Site, "config" | "pages">): string | null {
  const configured = site.pages.home[site.config.defaultLanguage].ogImage;
  if (configured) return configured;
  const banner = site.config.home.banner;
  const image =
    banner.type === "image"
      ? banner.image
      : banner.type === "gallery"
        ? banner.images[0]
        : banner.type === "video"
          ? banner.poster
          : undefined;
  return image ? pictureUrl(image.src, 1360) : null;
}

/**
 * schema.org RealEstateAgent of the agency, with absolute URLs on `origin`; `homeUrl` is its home
 * page. With the page's testimonials module (ADR 047): its rating and the reviews it shows.
 */
export function organizationJsonLd(
  site: Pick<Site, "config" | "pages">,
  origin: string,
  homeUrl: string,
  testimonials?: { testimonials: readonly PublishedTestimonial[]; summary: { average: number; count: number } | null },
): Record<string, unknown> {
  const { config } = site;
  const { agency } = config;
  const absolute = (path: string) => new URL(path, origin).toString();
  const picture = agencyPicture(site);
  const profiles = [...config.topBar.left, ...config.topBar.right]
    .filter((item) => item.status === "Published" && /^https?:\/\//.test(item.link))
    .map((item) => item.link);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${absolute("/")}#agency`,
    name: config.name,
    legalName: agency.legalName,
    url: homeUrl,
    logo: absolute(config.logo.src),
    ...(picture ? { image: absolute(picture) } : {}),
    telephone: telHref(agency.phone).slice("tel:".length),
    email: agency.email,
    vatID: agency.vatNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: COUNTRY_CODES[BELGIUM_COUNTRY_ID],
    },
    geo: { "@type": "GeoCoordinates", latitude: agency.latitude, longitude: agency.longitude },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    ...(testimonials?.summary ? reviewsJsonLd(testimonials.testimonials, testimonials.summary) : {}),
  };
}
