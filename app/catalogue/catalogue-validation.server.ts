/**
 * Validation of a catalogue file (ADR 024): its small parts at once, its listings one at a time
 * as they are read, so that a file of 100,000 listings is never in memory as a whole, neither as
 * text nor as objects. The messages are the ones `catalogueSchema` gives for the whole file,
 * in the same order, each naming the record and the field, e.g.
 * `listings[12] (ID 4213587).Zip: expected string, received number`; at most 100 are listed.
 *
 * How they stay the same: each listing goes through `listingSchema` (what `catalogueSchema` runs
 * on each); the checks across records run once at the end, through `catalogueOfParsedListingsSchema`,
 * on the fields of each listing they read (`CROSS_CHECKED`), and only when `catalogueSchema` would
 * run them: when no listing had an issue that stops validation (a wrong type, a missing field).
 * The messages are then put in the schema's order: the members before `listings`, the listings,
 * the members after them, the checks across records.
 */
import { catalogueOfParsedListingsSchema, catalogueSchema, listingSchema, type Catalogue, type Listing } from "~/catalogue/schema";
import { openFileSource, scanCatalogueLayout, textSource, type ByteSource, type ListingsLayout } from "./catalogue-file.server";

export type ParseCatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; errors: string[] };

/** At most this many messages are listed; the rest are counted. */
const MAX_ERRORS = 100;

/** At most this many bytes of listings are read at once (at least one listing). */
const GROUP_BYTES = 4 << 20;

/**
 * A catalogue to write: its small parts validated, its listings given a batch at a time. A file's
 * listings are validated as they are read; the first problem ends them (`stopped`), and `finish`
 * says why.
 */
export interface CatalogueInput {
  /** Everything but the listings (`listings` is empty), validated. */
  readonly head: Catalogue;
  /** The listings in order, in batches of at most `size`, as long as every one of them is valid. */
  listings(size: number): Generator<Listing[]>;
  /** True when `listings` ended at a problem. */
  readonly stopped: boolean;
  /** Validates the listings `listings` did not give and checks across records: the messages, or null when the catalogue is valid. */
  finish(): string[] | null;
  close(): void;
}

/** Thrown by an import whose file turned out invalid while it was written (nothing was changed). */
export class CatalogueRefusedError extends Error {
  constructor(readonly errors: string[]) {
    super(`the catalogue is invalid: ${errors.join("; ")}`);
    this.name = "CatalogueRefusedError";
  }
}

export type OpenCatalogueResult = { ok: true; input: CatalogueInput } | { ok: false; errors: string[] };

/**
 * Opens a catalogue file for import: its layout is read and its small parts validated; its
 * listings are validated as they are written. A missing or unreadable file, a JSON syntax error,
 * or a problem in the small parts refuses it here (with every message, listings included).
 * Close the input once written.
 */
export function openCatalogueFile(file: string): OpenCatalogueResult {
  let source: ByteSource | undefined;
  try {
    source = openFileSource(file);
    return openCatalogue(source);
  } catch (err) {
    source?.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === undefined) throw err;
    const reason = code === "ENOENT" ? "no such file" : err instanceof Error ? err.message : String(err);
    return { ok: false, errors: [`cannot read ${file}: ${reason}`] };
  }
}

/**
 * @internal Parse and validate the text of a catalogue file, the way an import reads a file.
 * (tests parse texts with it; the import opens files with `openCatalogueFile`)
 */
export function parseCatalogueFile(text: string): ParseCatalogueResult {
  const opened = openCatalogue(textSource(text));
  if (!opened.ok) return opened;
  const { input } = opened;
  try {
    const listings: Listing[] = [];
    for (const batch of input.listings(1_000)) for (const listing of batch) listings.push(listing);
    const errors = input.finish();
    return errors ? { ok: false, errors } : { ok: true, catalogue: { ...input.head, listings } };
  } finally {
    input.close();
  }
}

/** A catalogue in memory, already validated, as an input to write. */
export function catalogueInput(catalogue: Catalogue): CatalogueInput {
  return {
    head: { ...catalogue, listings: [] },
    stopped: false,
    *listings(size) {
      for (let start = 0; start < catalogue.listings.length; start += size) yield catalogue.listings.slice(start, start + size);
    },
    finish: () => null,
    close: () => {},
  };
}

/** The source is the input's to close when it is returned open; closed here otherwise. */
function openCatalogue(source: ByteSource): OpenCatalogueResult {
  const layout = scanCatalogueLayout(source);
  if (layout.kind === "whole") return wholeFile(source);
  const entries: [string, unknown][] = [];
  for (const member of layout.members) {
    const text = source.read(member.start, member.end).toString("utf8");
    try {
      entries.push([member.key, JSON.parse(text)]);
    } catch {
      return wholeFile(source);
    }
  }
  const input = new FileListings(source, layout.listings, entries, layout.listingsAt);
  const head = catalogueOfParsedListingsSchema.safeParse(input.root([]));
  if (!head.success) {
    // Refused: the listings are validated too, for every message.
    try {
      return { ok: false, errors: input.finish() ?? ["the catalogue is invalid"] };
    } finally {
      input.close();
    }
  }
  input.head = head.data;
  return { ok: true, input };
}

/** A file the layout does not cover (a JSON syntax error, say): read whole and validated as before. */
function wholeFile(source: ByteSource): OpenCatalogueResult {
  try {
    const json = parseCatalogueJson(source.text());
    if (!json.ok) return json;
    const result = validateWhole(json.raw);
    return result.ok ? { ok: true, input: catalogueInput(result.catalogue) } : result;
  } finally {
    source.close();
  }
}

function parseCatalogueJson(text: string): { ok: true; raw: unknown } | { ok: false; errors: string[] } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === "") return { ok: false, errors: ["the file is empty (expected a JSON catalogue object)"] };
  try {
    return { ok: true, raw: JSON.parse(body) };
  } catch (err) {
    return { ok: false, errors: [describeJsonError(body, err)] };
  }
}

function validateWhole(raw: unknown): ParseCatalogueResult {
  const result = catalogueSchema.safeParse(raw);
  if (result.success) return { ok: true, catalogue: result.data };
  const { issues } = result.error;
  return {
    ok: false,
    errors: counted(
      issues.slice(0, MAX_ERRORS).map((issue) => describeIssue(raw, issue.path, issue.message)),
      issues.length,
    ),
  };
}

/** The first messages, and how many more there are. */
function counted(messages: string[], total: number): string[] {
  const listed = messages.slice(0, MAX_ERRORS);
  const more = total - listed.length;
  if (more > 0) listed.push(`… and ${more} more problem${more === 1 ? "" : "s"}`);
  return listed;
}

/**
 * @internal The fields of a listing that the checks across records read (duplicate ids,
 * categories, projects, country names, postcodes): all that is kept of each listing until the
 * end. `tests/unit/catalogue-streamed-import.test.ts` fails when the schema's checks read another.
 */
export const CROSS_CHECKED = [
  "ID",
  "WebID",
  "WebIDs",
  "MainTypeName",
  "ProjectID",
  "CountryID",
  "CountryName",
  "Zip",
] as const satisfies readonly (keyof Listing)[];

type CrossChecked = Partial<Record<(typeof CROSS_CHECKED)[number], unknown>>;

function crossChecked(raw: unknown): CrossChecked {
  const kept: CrossChecked = {};
  if (isRecord(raw)) for (const field of CROSS_CHECKED) if (field in raw) kept[field] = raw[field];
  return kept;
}

/**
 * `listingSchema`, noting whether its checks ran on the last listing: they do not after an issue
 * that stops validation (a wrong type, a missing field), and such an issue in a listing stops the
 * checks across records in `catalogueSchema` too.
 */
const probe = { checksRan: false };
const listingProbe = listingSchema.superRefine(() => {
  probe.checksRan = true;
});

const shapeKeys = Object.keys(catalogueOfParsedListingsSchema.shape);
/** The catalogue's members validated before its listings: their messages come first. */
const BEFORE_LISTINGS = new Set<PropertyKey>(shapeKeys.slice(0, shapeKeys.indexOf("listings")));

/** A file's listings, read from their places in the file, validated one at a time. */
class FileListings implements CatalogueInput {
  head!: Catalogue;
  stopped = false;
  private next = 0;
  /** What the checks across records read of each listing; null once they are not to run. */
  private kept: CrossChecked[] | null = [];
  private messages: string[] = [];
  private problems = 0;
  private syntax = false;
  /** The ids written so far: a repeated one stops the writing before the table's key refuses it (the checks across records say why). */
  private ids = new Set<number>();
  private repeatedId = false;

  constructor(
    private readonly source: ByteSource,
    private readonly layout: ListingsLayout | null,
    private readonly entries: [string, unknown][],
    private readonly listingsAt: number,
  ) {}

  /** The file's top-level object with `listings` in its place (as JSON.parse gives it: the last of a repeated key wins). */
  root(listings: unknown): Record<string, unknown> {
    if (!this.layout) return Object.fromEntries(this.entries);
    return Object.fromEntries([...this.entries.slice(0, this.listingsAt), ["listings", listings], ...this.entries.slice(this.listingsAt)]);
  }

  *listings(size: number): Generator<Listing[]> {
    for (let group = this.nextGroup(size); group !== null; group = this.nextGroup(size)) {
      if (this.problems > 0 || this.syntax || this.repeatedId) {
        this.stopped = true;
        return;
      }
      if (group.length > 0) yield group;
    }
  }

  finish(): string[] | null {
    while (this.nextGroup(1_000) !== null) continue;
    if (this.syntax) {
      // Described as before, from the whole text (JSON.parse's message, the line and column).
      const whole = parseCatalogueJson(this.source.text());
      return whole.ok ? ["not valid JSON"] : whole.errors;
    }
    this.source.checkUnchanged();
    return this.verdict();
  }

  close(): void {
    this.source.close();
  }

  /** Parses and validates the next listings (the valid ones), or null after the last. */
  private nextGroup(max: number): Listing[] | null {
    const layout = this.layout;
    if (!layout || this.syntax || this.next >= layout.count) return null;
    const { starts, ends } = layout;
    const first = this.next;
    const base = starts[first]!;
    let last = first;
    while (last + 1 < layout.count && last + 1 - first < max && ends[last + 1]! - base <= GROUP_BYTES) last++;
    const bytes = this.source.read(base, ends[last]!);
    const valid: Listing[] = [];
    for (let i = first; i <= last; i++) {
      let raw: unknown;
      try {
        raw = JSON.parse(bytes.toString("utf8", starts[i]! - base, ends[i]! - base));
      } catch {
        this.syntax = true;
        return valid;
      }
      const listing = this.check(i, raw);
      if (listing) valid.push(listing);
    }
    this.next = last + 1;
    return valid;
  }

  private check(index: number, raw: unknown): Listing | undefined {
    probe.checksRan = false;
    const result = listingProbe.safeParse(raw);
    if (result.success || probe.checksRan) this.kept?.push(crossChecked(raw));
    else this.kept = null;
    if (result.success) {
      if (this.ids.has(result.data.ID)) this.repeatedId = true;
      else this.ids.add(result.data.ID);
      return result.data;
    }
    const root = { listings: { [index]: raw } };
    for (const issue of result.error.issues) {
      this.problems++;
      if (this.messages.length < MAX_ERRORS) this.messages.push(describeIssue(root, ["listings", index, ...issue.path], issue.message));
    }
    return undefined;
  }

  /** The messages in `catalogueSchema`'s order, or null when the catalogue is valid. */
  private verdict(): string[] | null {
    const stoppedChecks = this.layout !== null && this.kept === null;
    const root = this.root(stoppedChecks ? null : this.kept);
    const result = catalogueOfParsedListingsSchema.safeParse(root);
    if (result.success && this.problems === 0) return null;
    const issues = result.success ? [] : result.error.issues;
    let split = 0;
    while (split < issues.length && BEFORE_LISTINGS.has(issues[split]!.path[0]!)) split++;
    // With the listings given as null, the checks across records do not run; that null is no problem of the file's.
    const after = issues.slice(split).filter((issue) => !(stoppedChecks && issue.path.length === 1 && issue.path[0] === "listings"));
    const describe = (issue: (typeof issues)[number]) => describeIssue(root, issue.path, issue.message);
    const messages = [...issues.slice(0, split).map(describe), ...this.messages, ...after.slice(0, MAX_ERRORS).map(describe)];
    return counted(messages, split + this.problems + after.length);
  }
}

/** One issue as a message: the record (with its ID) and the field, then what is wrong. */
export function describeIssue(raw: unknown, issuePath: ReadonlyArray<PropertyKey>, message: string): string {
  return `${describePath(raw, issuePath)}: ${describeMessage(message)}`;
}

function describeJsonError(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const offset = jsonErrorOffset(text);
  if (offset === null) return `not valid JSON: ${message}`;
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `not valid JSON at line ${line}, column ${column}: ${message}`;
}

/**
 * Offset of the first JSON syntax error in `text` (null if none found). Node 20's
 * JSON.parse messages do not always carry a position, so this small scanner
 * finds it (only run after JSON.parse has failed).
 */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxAt(i);
  };
  const ws = () => {
    while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      const ch = text[i];
      if (ch === undefined || ch < " ") fail();
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === "\\") {
        const next = text[i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            fail();
          }
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
          i += 2;
        } else {
          i++;
          fail();
        }
      } else {
        i++;
      }
    }
  };
  const number = () => {
    const re = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m || m[0] === "-" || m[0] === "") fail();
    i = re.lastIndex;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ":") fail();
        i++;
        value();
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail();
      }
    } else if (ch === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail();
      }
    } else if (ch === '"') string();
    else if (ch === "t") literal("true");
    else if (ch === "f") literal("false");
    else if (ch === "n") literal("null");
    else if (ch === "-" || (ch !== undefined && ch >= "0" && ch <= "9")) number();
    else fail();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return null;
  } catch (err) {
    if (err instanceof JsonSyntaxAt) return err.offset;
    throw err;
  }
}

class JsonSyntaxAt {
  constructor(readonly offset: number) {}
}

/** Arrays whose items carry an `ID` worth quoting in a message. */
const ID_ARRAYS = new Set(["listings", "projects", "categories", "neighbourhoods"]);

function describePath(raw: unknown, issuePath: ReadonlyArray<PropertyKey>): string {
  let out = "";
  let node: unknown = raw;
  issuePath.forEach((seg, i) => {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[seg] : undefined;
    if (typeof seg === "number") {
      out += `[${seg}]`;
      const first = issuePath[0];
      if (i === 1 && typeof first === "string" && ID_ARRAYS.has(first) && isRecord(node) && isIdLike(node.ID)) {
        out += ` (ID ${String(node.ID)})`;
      } else if (i === 2 && first === "cities" && isRecord(node) && typeof node.Name === "string") {
        out += ` (${node.Name})`;
      }
    } else {
      out += out === "" ? String(seg) : `.${String(seg)}`;
    }
  });
  return out === "" ? "(file)" : out;
}

function describeMessage(message: string): string {
  const m = message.replace(/^Invalid input: /, "");
  const missing = /^expected (.+), received undefined$/.exec(m);
  if (missing) return `missing (expected ${missing[1]})`;
  return m;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIdLike(value: unknown): value is string | number {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value !== "");
}
