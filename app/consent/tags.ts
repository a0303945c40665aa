/**
 * The agency's tags (spec §3 "site info config", §7): a tag manager, analytics, ads and a social
 * pixel, each loaded only when its id is configured and the visitor accepted its category. This
 * module is what the browser needs (which tag for which category); their hosts, the head script
 * and the id checks are server-only (tags.server.ts), so a page without tags ships none of them.
 */
import type { ConsentChoice, OptionalCategory } from "./choice";

export const TAG_KINDS = ["tagManager", "analytics", "ads", "pixel"] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** The configured ids (siteInfo, overridden by GTM_ID, GA_ID, ADS_ID, META_PIXEL_ID); null when not configured. */
export type TagIds = Record<TagKind, string | null>;

export const NO_TAGS: TagIds = { tagManager: null, analytics: null, ads: null, pixel: null };

/** A tag loads when the visitor accepted any of its categories. */
export const TAG_CATEGORIES: Record<TagKind, readonly OptionalCategory[]> = {
  // A container of Google tags, which follow Consent Mode: for the two categories Google's tags
  // serve, never for social media or unclassified alone.
  tagManager: ["analytics", "marketing"],
  analytics: ["analytics"],
  ads: ["marketing"],
  // The spec's social pixel measures the agency's Facebook and Instagram campaigns: social media.
  pixel: ["social"],
};

export function hasTags(ids: TagIds): boolean {
  return TAG_KINDS.some((kind) => ids[kind] !== null);
}

/** The configured tags a choice lets load (none before a choice). */
export function tagsToLoad(ids: TagIds, choice: ConsentChoice | null): TagKind[] {
  if (!choice) return [];
  return TAG_KINDS.filter((kind) => ids[kind] !== null && TAG_CATEGORIES[kind].some((category) => choice[category]));
}
