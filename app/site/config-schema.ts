import { z } from "zod";
import { LANGUAGES, type Language } from "~/i18n/languages";

/** A text in every interface language. */
export const localized = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, value])) as Record<Language, T>).strict();
const text = localized(z.string());

const status = z.enum(["Published", "Draft"]);

export const topBarItemSchema = z
  .object({
    status,
    icon: z.enum(["phone", "mail", "pin", "clock", "facebook", "instagram", "linkedin", "user", "none"]),
    label: text,
    /** An original site path ("/contact/"), an absolute URL, tel: or mailto:. */
    link: z.string().min(1),
  })
  .strict();

const imageSchema = z
  .object({ src: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive(), alt: text })
  .strict();

const columnWidths = z
  .object({
    xs: z.number().int().min(1).max(12),
    sm: z.number().int().min(1).max(12),
    md: z.number().int().min(1).max(12),
    lg: z.number().int().min(1).max(12),
  })
  .strict();

export const footerColumnSchema = z
  .object({
    title: text,
    titlePublic: z.boolean(),
    intro: text,
    /** HTML fragment, sanitized when the configuration is loaded. */
    text,
    images: z.array(imageSchema),
    public: z.boolean(),
    widths: columnWidths,
  })
  .strict();

export const moduleSchema = z
  .object({
    title: z.object({ text, public: z.boolean() }).strict(),
    titleSize: z.enum(["h2", "h3"]),
    position: z.literal("contentRow"),
    span: z.number().int().min(1).max(12),
    col: z.object({ sm: z.number().int(), md: z.number().int(), lg: z.number().int() }).strict(),
    view: z.string(),
    relations: z.array(
      z
        .object({ type: z.enum(["property-list", "article", "category", "contact", "stats-view", "testimonials"]), id: z.string() })
        .strict(),
    ),
    numberItemOfRow: z.number().int().min(1).max(6),
    maxItems: z.number().int().min(1),
    status,
  })
  .strict();

export type MenuPageConfig = {
  id: string;
  parentId: string | null;
  name: string;
  path: string;
  status: z.infer<typeof status>;
  sort: number;
  childMenus: MenuPageConfig[];
  params: PageTextsConfig & { image: string | null; type: "module"; modules: z.infer<typeof moduleSchema>[] };
};

export const menuPageSchema: z.ZodType<MenuPageConfig> = z.lazy(() =>
  z
    .object({
      id: z.string().min(1),
      parentId: z.string().nullable(),
      name: z.string().min(1),
      path: z.string().min(1),
      status,
      sort: z.number().int(),
      childMenus: z.array(menuPageSchema),
      params: pageTextsSchema.extend({
        image: z.string().nullable(),
        type: z.literal("module"),
        modules: z.array(moduleSchema),
      }),
    })
    .strict(),
);

const bannerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("image"), image: imageSchema, mobileImage: imageSchema.optional() }).strict(),
  z.object({ type: z.literal("gallery"), images: z.array(imageSchema).min(1), intervalMs: z.number().int().min(2000) }).strict(),
  z.object({ type: z.literal("video"), src: z.string().min(1), poster: imageSchema }).strict(),
  z.object({ type: z.literal("color"), color: z.string().regex(/^#[0-9a-f]{6}$/i) }).strict(),
  z.object({ type: z.literal("none") }).strict(),
]);

/** Open Graph and Twitter fields of a page in one language; og/twitter default to the page title and description. */
const metadataSchema = z
  .object({
    title: z.string().min(1).max(70),
    ogTitle: z.string().optional(),
    ogDescription: z.string().optional(),
    ogImage: z.string().optional(),
    twitterCard: z.enum(["summary", "summary_large_image"]).optional(),
    twitterTitle: z.string().optional(),
    twitterDescription: z.string().optional(),
  })
  .strict();

/** The spec's per-language texts of a page: its (menu) title, its description and its metadata. */
export const pageTextsSchema = z
  .object({ title: text, description: localized(z.string().min(1).max(170)), metadata: localized(metadataSchema) })
  .strict();
export type PageTextsConfig = z.infer<typeof pageTextsSchema>;

export const siteSchema = z
  .object({
    name: z.string().min(1),
    defaultLanguage: z.enum(LANGUAGES),
    languages: z.array(z.object({ code: z.enum(LANGUAGES), use: z.boolean() }).strict()).min(1),
    agency: z
      .object({
        legalName: z.string(),
        street: z.string(),
        zip: z.string(),
        city: z.string(),
        phone: z.string(),
        email: z.email(),
        vatNumber: z.string(),
        /** The number alone ("508 417"): the pages write the institute's initials before it in each language (BIV, IPI). */
        ipiNumber: z.string().regex(/^\d[\d .]*$/, "the licence number alone, e.g. 508 417 (the site writes BIV or IPI before it)"),
        latitude: z.number(),
        longitude: z.number(),
        /**
         * When the office is open, a line per period in each language ("Samedi : 10 h – 13 h"): the
         * visitors' e-mails end with them, and a shell text shows them where it says {{openingHours}} (withAgencyFields).
         */
        openingHours: localized(z.array(z.string().min(1)).min(1)),
      })
      .strict(),
    logo: z.object({ src: z.string(), width: z.number().int(), height: z.number().int() }).strict(),
    header: z
      .object({
        fixedOnScroll: z.boolean(),
        hideLogoOnHomeUntilScrolled: z.boolean(),
        showHomeInMenu: z.boolean(),
        showSearchBlock: z.boolean(),
      })
      .strict(),
    topBar: z.object({ left: z.array(topBarItemSchema), right: z.array(topBarItemSchema) }).strict(),
    footer: z.object({ columns: z.array(footerColumnSchema), copyright: text }).strict(),
    home: z
      .object({
        banner: bannerSchema,
        showSearchInput: z.boolean(),
        showSearchButton: z.boolean(),
        showCountProperty: z.boolean(),
        showSearchCount: z.boolean(),
        search: z
          .object({
            logo: imageSchema.nullable(),
            title: text,
            titlePublic: z.boolean(),
            /** May contain {{forSale}} and {{forRent}}: replaced by the totals. */
            descriptions: z.array(text),
          })
          .strict(),
      })
      .strict(),
    listing: z.object({ hideCity: z.boolean() }).strict(),
    /**
     * The forms' figures: visit requests per property, day and time slot before the slot answers
     * 'Appointments full'; the offer's advance on the price (spec §9: 10 %); the rental
     * application's terms (spec §9: 3 months' deposit, a minimum income as so many times the rent,
     * a maximum number of persons).
     */
    forms: z
      .object({
        appointmentSlotCapacity: z.number().int().min(1).max(100),
        offerAdvancePercent: z.number().int().min(0).max(100).default(10),
        rentalDepositMonths: z.number().int().min(0).max(6).default(3),
        rentalIncomeTimesRent: z.number().min(0).max(10).default(3),
        rentalMaximumPersons: z.number().int().min(1).max(20).default(6),
      })
      .strict()
      .default({
        appointmentSlotCapacity: 3,
        offerAdvancePercent: 10,
        rentalDepositMonths: 3,
        rentalIncomeTimesRent: 3,
        rentalMaximumPersons: 6,
      }),
    /** The maps of lists and properties (ADR 041): the agency's marker, a picture on the site, its point at the bottom centre. */
    map: z
      .object({
        marker: z
          .object({
            src: z.string().regex(/^\/(?!\/)\S*$/, "a path on the site, e.g. /map-marker.svg"),
            width: z.number().int().min(8).max(128),
            height: z.number().int().min(8).max(128),
          })
          .strict(),
      })
      .strict()
      .default({ marker: { src: "/map-marker.svg", width: 30, height: 40 } }),
    siteInfo: z.object({ analyticsId: z.string(), adsId: z.string(), tagManagerId: z.string(), pixelId: z.string() }).strict(),
  })
  .strict()
  .refine((site) => site.languages.some((l) => l.use && l.code === site.defaultLanguage), {
    message: "the default language must be one of the languages in use",
    path: ["defaultLanguage"],
  });

export type SiteConfig = z.infer<typeof siteSchema>;
export type TopBarItem = z.infer<typeof topBarItemSchema>;
export type PageModule = z.infer<typeof moduleSchema>;
