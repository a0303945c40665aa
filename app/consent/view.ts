import type { ConsentCategory, ConsentChoice } from "./choice";
import type { TagIds } from "./tags";

/** What the root loader tells every page about consent (app/root.tsx → app/components/consent/). */
export type ConsentView = {
  /** The choice in force: stored, or all in preview mode without one; null before a choice. */
  choice: ConsentChoice | null;
  /** Shown when the page is rendered: no choice stored, not in preview. */
  dialog: boolean;
  /** Preview mode (spec §2): no dialog, so nothing offers to open it. */
  preview: boolean;
  tags: TagIds;
  /** The names of the cookies in each category (cookie-list.server.ts), for the dialog. */
  cookies: Record<ConsentCategory, string[]>;
  /** The inline head script (Consent Mode's defaults), null when no tag is configured. */
  headScript: string | null;
  /** The tags' <noscript> fallbacks for the choice in force. */
  noscript: { frame: string | null; image: string | null };
};
