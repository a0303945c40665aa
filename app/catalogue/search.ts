/**
 * The home search (spec §2 "Home search block", §5 "Search"): a small index built from the
 * catalogue for one language, and `searchCatalogue`, which answers at every keystroke.
 *
 * Pure: no server-only import, so the browser runs the same code on the index it fetched from
 * /search-index.json as the search page runs on the server.
 *
 * Matching (match-sorter, after kentcdodds.com's blog search):
 * - a property by its ID, exactly (rankings.EQUAL: a prefix of an ID does not match);
 * - a city by its name, its postcode (from the start) or its accent-stripped name, ignoring case
 *   and accents; a word of the name may match from its start ("louv" finds La Louvière);
 * - a city by any of its names in the four languages (Namen, Luik, Anvers, Brüssel …), the same way;
 * - a project by a word of its name ("résidence");
 * - a property type by its localized name, the same way.
 * Every word of a multi-word query must match. Each result matches every word itself, or leaves
 * the words it does not match to another group: "namur 5000" finds the city Namur 5000 (name and
 * postcode), "appartement namur" finds the type and the city, "namur 4000" finds nothing.
 */
import { BELGIUM_COUNTRY_ID as BELGIUM } from "~/belgium/country";
import { matchSorterWithRankInfo, rankings, type KeyOption } from "match-sorter";
import { normalizeText } from "~/belgium/city";
import { truncateTypeDescription } from "~/belgium/description";
import { townNames } from "~/belgium/town-names";
import { pictureUrl } from "~/media/picture-url";
import type { Language } from "~/i18n/languages";
import { listingPath, projectOf, projectPath } from "./paths";
import { placeLine, placeName } from "./place";
import { townKey } from "./listing-columns";
import type { ListingTown } from "./listing-store.server";
import type { Catalogue, Listing } from "./schema";
import { COUNTRY_NAMES } from "./codes";
import type { TFunction } from "i18next";
import { runtimeKey } from "~/i18n/keys";
import { generatedHeading } from "./property-view/address";
import { listingTexts } from "./listing-texts";

/** Bump when the shape of the index changes: cached copies in browsers are then refused. */
export const SEARCH_INDEX_FORMAT = 3;

/** How many results of each group are shown (the totals say how many matched). */
export const SEARCH_LIMITS = { types: 9, cities: 10, projects: 5, properties: 10 } as const;

export type SearchLimits = { types: number; cities: number; projects: number; properties: number };

/** Longer queries are cut (a bound on the work done per keystroke). */
export const MAX_QUERY_LENGTH = 100;
/** Words past this many are ignored. */
export const MAX_QUERY_WORDS = 8;

/** Width of the small pictures in the results (spec §9: 100 for thumbnails). */
export const SEARCH_PICTURE_WIDTH = 100;

export type SearchType = {
  /** The category web id (the listings' `type` parameter). */
  id: number;
  /** Localized name. */
  name: string;
  /** Available listings for sale and for rent in Belgium (what /for-sale/?type= and /for-rent/?type= list). */
  sale: number;
  rent: number;
};

export type SearchCity = {
  /** As in the catalogue (the listings' `city` parameter is "name|zip"). */
  name: string;
  /** Postcode, "" for cities abroad. */
  zip: string;
  /** For display: the town's name in the index's language (Namen in Dutch), title-cased, with the country outside Belgium. */
  label: string;
  /** The label accent-stripped, in lower case, hyphens and apostrophes as spaces ("kapelle op den bos"). */
  plain: string;
  /** The town's other names, the same way ("namur", "namen"): a search finds it by any of them. */
  aliases: string[];
  /** Available listings for sale and for rent in that city. */
  sale: number;
  rent: number;
  /** A city outside Belgium: its listings are on the abroad page, not on the for-sale and for-rent pages. */
  abroad: boolean;
  /** Its country (catalogue id): which abroad page lists it. */
  countryId: number;
};

export type SearchProperty = {
  id: number;
  /** The type description cut to 100 characters, or the localized type when it has none. */
  title: string;
  /** Postcode and city, for display. */
  place: string;
  /** The localized path of the property page. */
  href: string;
  /** Its small picture; null for a listing without photos. */
  picture: { src: string; width: number; height: number } | null;
};

export type SearchProject = {
  id: number;
  /** The project's name ("Résidence Les Jardins de la Dyle"). */
  name: string;
  /** Postcode and town, for display. */
  place: string;
  /** The localized path of the project page. */
  href: string;
  picture: { src: string; width: number; height: number };
};

export type SearchIndex = {
  format: number;
  lang: Language;
  /** The catalogue version it was built from. */
  version: number;
  /** Available listings for sale and for rent in Belgium (the for-sale and for-rent buttons). */
  totals: { forSale: number; forRent: number };
  /** The nine categories in ShowOrder. */
  types: SearchType[];
  /** Cities with at least one available listing, by name. */
  cities: SearchCity[];
  /** New-build projects, by name. */
  projects: SearchProject[];
  /** Available listings, newest first; none when there are too many to ship (`propertiesOnServer`). */
  properties: SearchProperty[];
  /** The properties are not in the index: the search page looks them up on the server by their reference. */
  propertiesOnServer: boolean;
};

export type SearchResults = {
  /** The words searched for (normalized); empty for an empty query. */
  words: string[];
  types: SearchType[];
  cities: SearchCity[];
  projects: SearchProject[];
  properties: SearchProperty[];
  /** How many matched in each group (the groups above are cut to SEARCH_LIMITS). */
  total: { types: number; cities: number; projects: number; properties: number };
};

// ---------------------------------------------------------------------------
// Building the index
// ---------------------------------------------------------------------------

/** What separates the words of a name or a query besides spaces: hyphens, apostrophes, slashes. */
const WORD_SEPARATORS = /[-'’‘`/]+/g;

/** Accent-stripped, lower case, hyphens, apostrophes and slashes as spaces: "Braine-l'Alleud" → "braine l alleud". */
export function plainName(name: string): string {
  return normalizeText(name.replace(WORD_SEPARATORS, " "));
}

/** A property as the search shows it: its title and place in the language, its page, a small picture. */
export function searchProperty(
  listing: Listing,
  catalogue: Pick<Catalogue, "projects">,
  lang: Language,
  t: TFunction,
  hideCity: boolean,
): SearchProperty {
  const picture = listing.SmallPictureItem ?? listing.Pictures[0];
  const { headline } = listingTexts(listing, lang);
  return {
    id: listing.ID,
    title:
      headline.lang === lang
        ? truncateTypeDescription(headline.text) || t(runtimeKey(`types.${listing.WebID}`))
        : generatedHeading(listing, lang, t, hideCity),
    place: placeLine(listing, lang, t, hideCity) || listing.CountryName,
    href: listingPath(listing, lang, projectOf(listing, catalogue)),
    picture: picture
      ? {
          src: pictureUrl(picture.Url, SEARCH_PICTURE_WIDTH),
          width: SEARCH_PICTURE_WIDTH,
          height: Math.max(1, Math.round((SEARCH_PICTURE_WIDTH * picture.Height) / picture.Width)),
        }
      : null,
  };
}

/**
 * What the index needs of the listings: per town and per type how many are available, and the
 * available listings themselves, newest first, unless there are too many to ship (null: then the
 * index has no properties and the search looks them up on the server).
 */
export type SearchIndexListings = {
  towns: readonly ListingTown[];
  typeTotals: ReadonlyMap<number, { sale: number; rent: number }>;
  available: readonly Listing[] | null;
};

/**
 * The search index of the catalogue in one language, its texts from that language's `t`: type
 * names, and property titles (the agency's headline in its own language, elsewhere the heading
 * built from the facts, as on the listing cards).
 */
export function buildSearchIndex(
  catalogue: Pick<Catalogue, "projects" | "categories" | "cities"> & { version?: number },
  listings: SearchIndexListings,
  lang: Language,
  t: TFunction,
  /** The site's hide-city option (spec §5): property rows then show the postcode only. */
  { hideCity = false }: { hideCity?: boolean } = {},
): SearchIndex {
  const typeName = (webId: number) => t(runtimeKey(`types.${webId}`));

  const types = [...catalogue.categories]
    .sort((a, b) => a.ShowOrder - b.ShowOrder)
    .map((category): SearchType => {
      const id = Number(category.WebID);
      const totals = listings.typeTotals.get(id);
      return { id, name: typeName(id), sale: totals?.sale ?? 0, rent: totals?.rent ?? 0 };
    });

  // The catalogue's city list, completed with any city a listing names that the list lacks.
  const cities = new Map<string, SearchCity>();
  const addCity = (name: string, zip: string, countryId: number) => {
    const key = townKey({ name, zip });
    if (cities.has(key)) return;
    const belgian = countryId === BELGIUM;
    // The town as the pages write it, a town abroad with its country in the index's language.
    const label = placeName(
      { City: name, Zip: zip, CountryID: countryId, CountryName: COUNTRY_NAMES[countryId as keyof typeof COUNTRY_NAMES] ?? "" },
      lang,
      t,
    );
    const plain = plainName(belgian ? label : name);
    cities.set(key, {
      name,
      zip,
      label,
      plain,
      aliases: [...new Set(townNames({ name, zip }).map(plainName))].filter((alias) => alias !== plain),
      sale: 0,
      rent: 0,
      abroad: !belgian,
      countryId,
    });
  };
  for (const city of catalogue.cities.all) addCity(city.Name, city.Zip, city.CountryID);
  const available = listings.towns.filter((town) => town.scope !== null);
  for (const town of available) addCity(town.name, town.zip, town.countryId);
  for (const town of available) cities.get(townKey(town))![town.sale ? "sale" : "rent"] += town.count;

  const properties = (listings.available ?? []).map((listing) => searchProperty(listing, catalogue, lang, t, hideCity));

  const projectList = [...catalogue.projects]
    .sort((a, b) => a.Name.localeCompare(b.Name, lang))
    .map((project): SearchProject => {
      const picture = project.Pictures[0];
      return {
        id: project.ID,
        name: project.Name,
        place: placeLine(project, lang, t, hideCity),
        href: projectPath(project, lang),
        picture: {
          src: pictureUrl(picture?.Url ?? project.SmallPicture, SEARCH_PICTURE_WIDTH),
          width: SEARCH_PICTURE_WIDTH,
          height: picture
            ? Math.max(1, Math.round((SEARCH_PICTURE_WIDTH * picture.Height) / picture.Width))
            : Math.round(SEARCH_PICTURE_WIDTH * 0.75),
        },
      };
    });

  return {
    format: SEARCH_INDEX_FORMAT,
    lang,
    version: catalogue.version ?? 0,
    totals: {
      forSale: sum(available.filter((town) => town.scope === "sale")),
      forRent: sum(available.filter((town) => town.scope === "rent")),
    },
    types,
    cities: [...cities.values()]
      .filter((city) => city.sale + city.rent > 0)
      .sort((a, b) => a.plain.localeCompare(b.plain) || a.zip.localeCompare(b.zip)),
    projects: projectList,
    properties,
    propertiesOnServer: listings.available === null,
  };
}

const sum = (towns: readonly ListingTown[]) => towns.reduce((total, town) => total + town.count, 0);

/** Whether a value fetched from /search-index.json looks like an index of the current format. */
export function isSearchIndex(value: unknown): value is SearchIndex {
  const index = value as Partial<SearchIndex> | null;
  return (
    typeof index === "object" &&
    index !== null &&
    index.format === SEARCH_INDEX_FORMAT &&
    Array.isArray(index.types) &&
    Array.isArray(index.cities) &&
    Array.isArray(index.projects) &&
    Array.isArray(index.properties) &&
    typeof index.propertiesOnServer === "boolean"
  );
}

// ---------------------------------------------------------------------------
// Searching
// ---------------------------------------------------------------------------

/**
 * The words of a query: normalized like the names (case, accents, hyphens and apostrophes),
 * punctuation around words dropped, "Ref:" ignored.
 */
export function queryWords(text: string): string[] {
  const words = plainName(text.slice(0, MAX_QUERY_LENGTH))
    .split(" ")
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    // "Ref: 4222482" and "réf. 4222482", as the results show the reference, find the property.
    .filter((word) => word !== "" && !/^(ref|reference|referentie|referenz)$/.test(word));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * Lookup structures derived once per index (the index itself stays plain JSON): each item with
 * its position and its search keys already normalized like the query words, so match-sorter
 * compares them as they are (keepDiacritics: no accent stripping at every keystroke).
 */
type Entry<T> = { item: T; order: number; keys: (string | string[])[] };
type Prepared = {
  types: Entry<SearchType>[];
  cities: Entry<SearchCity>[];
  projects: Entry<SearchProject>[];
  propertiesById: Map<string, Entry<SearchProperty>[]>;
};
const prepared = new WeakMap<SearchIndex, Prepared>();

function prepare(index: SearchIndex): Prepared {
  let entry = prepared.get(index);
  if (!entry) {
    const propertiesById = new Map<string, Entry<SearchProperty>[]>();
    index.properties.forEach((property, order) => {
      const id = String(property.id);
      propertiesById.set(id, [...(propertiesById.get(id) ?? []), { item: property, order, keys: [id] }]);
    });
    entry = {
      // A type by its localized name.
      types: index.types.map((type, order) => ({ item: type, order, keys: [plainName(type.name)] })),
      // A city by its accent-stripped names (every word of them) and its postcode.
      cities: index.cities.map((city, order) => ({
        item: city,
        order,
        keys: [[city.plain || plainName(city.name), ...city.aliases], city.zip],
      })),
      // A project by its name.
      projects: index.projects.map((project, order) => ({ item: project, order, keys: [plainName(project.name)] })),
      propertiesById,
    };
    prepared.set(index, entry);
  }
  return entry;
}

/** Per group, the thresholds of its keys (in the order of Entry.keys). */
const typeKeys: KeyOption<Entry<SearchType>>[] = [{ key: (entry) => entry.keys[0]!, threshold: rankings.WORD_STARTS_WITH }];
const projectKeys: KeyOption<Entry<SearchProject>>[] = [{ key: (entry) => entry.keys[0]!, threshold: rankings.WORD_STARTS_WITH }];
const cityKeys: KeyOption<Entry<SearchCity>>[] = [
  { key: (entry) => entry.keys[0]!, threshold: rankings.WORD_STARTS_WITH },
  { key: (entry) => entry.keys[1]!, threshold: rankings.STARTS_WITH },
];
/** The ID, exactly: a prefix of an ID is no match. */
const propertyKeys: KeyOption<Entry<SearchProperty>>[] = [{ key: (entry) => entry.keys[0]!, threshold: rankings.EQUAL }];

/** An item, which query words it matches (a bit mask) and the sum of its match-sorter ranks. */
type Candidate<T> = { item: T; order: number; mask: number; rankSum: number };

/**
 * Ranks the entries of one group against each word (match-sorter). `pool` gives the entries
 * worth ranking for a word (all of them, or the properties with that ID).
 */
function rankGroup<T>(pool: (word: string) => readonly Entry<T>[], words: string[], keys: KeyOption<Entry<T>>[]) {
  const byItem = new Map<T, Candidate<T>>();
  let claimed = 0;
  words.forEach((word, bit) => {
    // Unsorted: the group is ordered below, on all the words at once.
    for (const ranked of matchSorterWithRankInfo(pool(word), word, { keys, keepDiacritics: true, sorter: (matched) => matched })) {
      claimed |= 1 << bit;
      const { item, order } = ranked.item;
      let candidate = byItem.get(item);
      if (!candidate) {
        candidate = { item, order, mask: 0, rankSum: 0 };
        byItem.set(item, candidate);
      }
      candidate.mask |= 1 << bit;
      candidate.rankSum += ranked.rank;
    }
  });
  return { candidates: [...byItem.values()], claimed };
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/**
 * Searches the index. Empty text: the property types (with their counts) only. Otherwise the
 * matching types, cities and properties, each group cut to its limit, with the totals.
 */
export function searchCatalogue(index: SearchIndex, text: string, limits: SearchLimits = SEARCH_LIMITS): SearchResults {
  const words = queryWords(text);
  if (words.length === 0) {
    return {
      words,
      types: index.types.slice(0, limits.types),
      cities: [],
      projects: [],
      properties: [],
      total: { types: index.types.length, cities: 0, projects: 0, properties: 0 },
    };
  }

  const { types: typeEntries, cities: cityEntries, projects: projectEntries, propertiesById } = prepare(index);
  const groups = [
    rankGroup(() => typeEntries, words, typeKeys),
    rankGroup(() => cityEntries, words, cityKeys),
    rankGroup(() => projectEntries, words, projectKeys),
    // A word that is no property ID cannot equal one: only the properties with that ID are ranked.
    rankGroup((word) => propertiesById.get(word) ?? [], words, propertyKeys),
  ] as const;

  const all = (1 << words.length) - 1;
  const claimedAnywhere = groups.reduce((mask, group) => mask | group.claimed, 0);
  // Every word must match something.
  if (claimedAnywhere !== all) {
    return { words, types: [], cities: [], projects: [], properties: [], total: { types: 0, cities: 0, projects: 0, properties: 0 } };
  }

  const kept = groups.map((group, g) => {
    const others = groups.filter((_, o) => o !== g);
    const claimedElsewhere = others.reduce((mask, other) => mask | other.claimed, 0);
    const masksElsewhere = new Set(others.flatMap((other) => other.candidates.map((candidate) => candidate.mask)));
    return group.candidates
      .filter(({ mask }) => {
        // The words this item does not match must be matched in another group…
        if ((all & ~mask & ~claimedElsewhere) !== 0) return false;
        // …and no result of another group matches more of the query, its words included
        // ("immeuble de rapport" is a type, not also every city with a word starting "de").
        for (const other of masksElsewhere) if ((other & mask) === mask && other !== mask) return false;
        return true;
      })
      .sort((a, b) => bitCount(b.mask) - bitCount(a.mask) || b.rankSum - a.rankSum || a.order - b.order)
      .map((candidate) => candidate.item);
  });

  const [types, cities, projects, properties] = kept as [SearchType[], SearchCity[], SearchProject[], SearchProperty[]];
  return {
    words,
    types: types.slice(0, limits.types),
    cities: cities.slice(0, limits.cities),
    projects: projects.slice(0, limits.projects),
    properties: properties.slice(0, limits.properties),
    total: { types: types.length, cities: cities.length, projects: projects.length, properties: properties.length },
  };
}

/** How many results there are in all (for "5 results"). */
export function resultCount(results: SearchResults): number {
  return results.total.types + results.total.cities + results.total.projects + results.total.properties;
}
