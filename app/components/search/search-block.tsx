import type { Language } from "~/i18n/languages";

export type SearchBlockProps = {
  lang: Language;
  logo: { src: string; width: number; height: number; alt: string } | null;
  title: string | null;
  descriptions: string[];
  showSearchInput: boolean;
  showSearchButton: boolean;
  showCountProperty: boolean;
  showSearchCount: boolean;
  totals: { forSale: number; forRent: number };
};

/** The home search block (spec §2): being built in issue 3. */
export function SearchBlock(_props: SearchBlockProps) {
  return null;
}
