/**
 * What a visitor chose in the cookie dialog (spec §4), and how that choice is kept: the five
 * categories, the flags of spec §3 ("stored consent flags") in a first-party cookie with a policy
 * version and a date, and the Google Consent Mode v2 state they give. Pure: the server reads and
 * writes the cookie (consent.server.ts), the browser turns the same choice into tags (tag-runtime.client.ts).
 */

/** Spec §4, in the dialog's order. The first is always on. */
export const CONSENT_CATEGORIES = ["necessary", "analytics", "marketing", "social", "unclassified"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, "necessary">;
export const OPTIONAL_CATEGORIES = CONSENT_CATEGORIES.filter((category): category is OptionalCategory => category !== "necessary");

/** One visitor's choice: which optional categories they accepted. */
export type ConsentChoice = Record<OptionalCategory, boolean>;

/**
 * The version of the cookie policy a choice answers. Raise it when the list of cookies or their
 * purposes change: every visitor is asked again.
 */
export const CONSENT_POLICY_VERSION = 1;

/** A choice is asked again after this many months (the Belgian authority's guidance). */
export const CONSENT_VALID_MONTHS = 6;

/** Spec §9: the wait before consent is updated with the tag service, in ms. */
export const CONSENT_UPDATE_WAIT_MS = 500;

/** The proofs of consent (a random id, the choice, the version, the time) are kept this long, then deleted. */
export const CONSENT_RECORD_MONTHS = 12;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true, social: true, unclassified: true };
export const DECLINE_ALL: ConsentChoice = { analytics: false, marketing: false, social: false, unclassified: false };

/**
 * The flags of spec §3 as the cookie keeps them, with the two categories Google's Consent Mode
 * has no key for. `consent` says a choice was made.
 */
export type StoredConsent = {
  id: string;
  consent: true;
  consentAnalyticsStorage: boolean;
  consentAdStorage: boolean;
  consentAdUserData: boolean;
  consentAdPersonalization: boolean;
  consentSocialMedia: boolean;
  consentUnclassified: boolean;
  version: number;
  /** When the visitor chose, ISO 8601. */
  date: string;
};

export function storedConsent(choice: ConsentChoice, id: string, now: Date): StoredConsent {
  return {
    id,
    consent: true,
    consentAnalyticsStorage: choice.analytics,
    consentAdStorage: choice.marketing,
    consentAdUserData: choice.marketing,
    consentAdPersonalization: choice.marketing,
    consentSocialMedia: choice.social,
    consentUnclassified: choice.unclassified,
    version: CONSENT_POLICY_VERSION,
    date: now.toISOString(),
  };
}

/** The moment a choice made at `date` stops counting. */
export function consentExpiry(date: Date): Date {
  const expiry = new Date(date);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALID_MONTHS);
  return expiry;
}

/**
 * The choice a stored value still stands for, or null when the dialog must ask: nothing stored,
 * a value of another shape, another policy version, a date in the future or over 6 months old.
 */
export function choiceOf(value: unknown, now: Date): ConsentChoice | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as Partial<Record<keyof StoredConsent, unknown>>;
  const flags = [
    stored.consentAnalyticsStorage,
    stored.consentAdStorage,
    stored.consentAdUserData,
    stored.consentAdPersonalization,
    stored.consentSocialMedia,
    stored.consentUnclassified,
  ];
  if (stored.consent !== true || flags.some((flag) => typeof flag !== "boolean")) return null;
  if (stored.version !== CONSENT_POLICY_VERSION || typeof stored.date !== "string") return null;
  const date = new Date(stored.date);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime() + 60_000 || consentExpiry(date) <= now) return null;
  return {
    analytics: stored.consentAnalyticsStorage === true,
    // Google's three advertising flags follow the marketing category together.
    marketing: stored.consentAdStorage === true && stored.consentAdUserData === true && stored.consentAdPersonalization === true,
    social: stored.consentSocialMedia === true,
    unclassified: stored.consentUnclassified === true,
  };
}

export type ConsentModeState = Record<"ad_storage" | "analytics_storage" | "ad_user_data" | "ad_personalization", "granted" | "denied">;

/** Google Consent Mode v2 for a choice; everything denied before one is made. */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const state = (granted: boolean | undefined) => (granted ? "granted" : "denied");
  return {
    ad_storage: state(choice?.marketing),
    analytics_storage: state(choice?.analytics),
    ad_user_data: state(choice?.marketing),
    ad_personalization: state(choice?.marketing),
  };
}
