/**
 * The layout of a catalogue file, found without parsing its listings (ADR 024): one pass over
 * its bytes, a chunk at a time, that notes where each top-level member's value lies and where
 * each element of the `listings` array begins and ends. The small members are then parsed with
 * JSON.parse, and the listings are parsed one at a time, a batch of them read at a time, when
 * they are validated and written. The file's text is never in memory as a whole.
 *
 * The scanner checks the JSON between the pieces it finds (the braces, keys, colons, commas and
 * whitespace of the top level and of the listings array); what it does not check, the pieces
 * themselves, JSON.parse does, each piece as one whole value. A file passes both iff it is valid
 * JSON. When it is not, or when it is a shape the layout does not cover (not an object at the
 * top, `listings` given twice), the caller reads the file whole as before, so that the messages
 * (JSON.parse's own, with the line and column) stay exactly what they were.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";

/**
 * Bytes of a catalogue, read by position: an open file, or a buffer (a text given in memory).
 * Reads are synchronous: the import command and the seeding at start-up read nothing else meanwhile.
 */
export interface ByteSource {
  readonly size: number;
  /** Bytes [start, end). The view is valid until the next call. */
  read(start: number, end: number): Buffer;
  /** The whole text, decoded as UTF-8 (for describing a file the layout does not cover). */
  text(): string;
  /** Throws when the file is no longer the one that was opened (changed while being imported). */
  checkUnchanged(): void;
  close(): void;
}

/** A text held in memory as a byte source. */
export function textSource(text: string): ByteSource {
  const bytes = Buffer.from(text, "utf8");
  return {
    size: bytes.length,
    read: (start, end) => bytes.subarray(start, end),
    text: () => text,
    checkUnchanged: () => {},
    close: () => {},
  };
}

/** An open file as a byte source, read with positional reads into one reused buffer. */
export function openFileSource(file: string): ByteSource {
  const fd = openSync(file, "r");
  try {
    const opened = fstatSync(fd);
    if (opened.isDirectory()) throw Object.assign(new Error("EISDIR: illegal operation on a directory, read"), { code: "EISDIR" });
    let buffer = Buffer.alloc(0);
    let closed = false;
    const readInto = (target: Buffer, length: number, position: number): number => {
      let done = 0;
      while (done < length) {
        const bytesRead = readSync(fd, target, done, length - done, position + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return done;
    };
    return {
      size: opened.size,
      read(start, end) {
        const length = end - start;
        if (buffer.length < length) buffer = Buffer.allocUnsafe(Math.max(length, 2 * buffer.length));
        if (readInto(buffer, length, start) < length) throw new Error(`${file} changed while it was being read`);
        return buffer.subarray(0, length);
      },
      text() {
        const whole = Buffer.allocUnsafe(opened.size);
        return whole.toString("utf8", 0, readInto(whole, whole.length, 0));
      },
      checkUnchanged() {
        const now = fstatSync(fd);
        if (now.size !== opened.size || now.mtimeMs !== opened.mtimeMs) throw new Error(`${file} changed while it was being read`);
      },
      close() {
        if (closed) return;
        closed = true;
        closeSync(fd);
      },
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** A top-level member: its key, and its value's bytes [start, end) (trailing whitespace included). */
export interface MemberLayout {
  key: string;
  start: number;
  end: number;
}

/** Where each element of the `listings` array lies: bytes [starts[i], ends[i]). */
export interface ListingsLayout {
  count: number;
  starts: Float64Array;
  ends: Float64Array;
}

export type CatalogueLayout =
  /** The members in file order; `listings` is null when the file has no `listings` array (its value, if any, is a member). */
  | { kind: "layout"; members: MemberLayout[]; listings: ListingsLayout | null; listingsAt: number }
  /** Not valid JSON, or a shape the layout does not cover: the file is to be read whole. */
  | { kind: "whole"; reason: "syntax" | "not an object" | "listings twice" };

const CHUNK = 1 << 20;

// Bytes
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

// States of the scanner
const enum S {
  /** Before the top-level value. */
  Start,
  /** After `{`: a key or `}`. */
  FirstMember,
  /** After a member's `,`: a key. */
  Member,
  /** In a key. */
  Key,
  KeyEscape,
  Colon,
  /** After `:`: the value's first byte. */
  ValueStart,
  /** In a member's value (nested `depth` deep), or in a listing (`inListings`). */
  Value,
  ValueString,
  ValueEscape,
  /** In the listings array, before an element (or `]` for an empty array). */
  ElementStart,
  /** After the listings array's `]`: `,` or `}`. */
  AfterValue,
  /** After the top-level `}`: whitespace only. */
  End,
}

/**
 * One pass over the bytes: the members' and the listings' places, or why the file is to be read
 * whole. A leading byte-order mark is skipped, as the file's reading always did.
 */
export function scanCatalogueLayout(source: ByteSource): CatalogueLayout {
  const members: MemberLayout[] = [];
  let listings: ListingsLayout | null = null;
  let listingsAt = -1;
  let starts = new Float64Array(1024);
  let ends = new Float64Array(1024);
  let count = 0;

  let state: S = S.Start;
  let depth = 0;
  let inListings = false;
  let keyBytes: number[] = [];
  let key = "";
  let valueStart = 0;

  let position = 0;
  if (source.size >= 3) {
    const head = source.read(0, 3);
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) position = 3;
  }

  const endMember = (at: number) => members.push({ key, start: valueStart, end: at });
  const endElement = (at: number) => {
    if (count === starts.length) {
      const grownStarts = new Float64Array(2 * count);
      grownStarts.set(starts);
      starts = grownStarts;
      const grownEnds = new Float64Array(2 * count);
      grownEnds.set(ends);
      ends = grownEnds;
    }
    starts[count] = valueStart;
    ends[count] = at;
    count++;
  };

  while (position < source.size) {
    const chunkStart = position;
    const chunk = source.read(chunkStart, Math.min(source.size, chunkStart + CHUNK));
    const length = chunk.length;
    let i = 0;
    while (i < length) {
      const c = chunk[i]!;
      switch (state) {
        case S.Value:
          // The hot path: most bytes of a file are inside listings.
          if (c === QUOTE) state = S.ValueString;
          else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
          else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            if (depth > 0) depth--;
            else if (inListings) {
              if (c !== CLOSE_BRACKET) return syntax();
              endElement(chunkStart + i);
              listings = { count, starts, ends };
              inListings = false;
              state = S.AfterValue;
            } else {
              if (c !== CLOSE_BRACE) return syntax();
              endMember(chunkStart + i);
              state = S.End;
            }
          } else if (c === COMMA && depth === 0) {
            if (inListings) {
              endElement(chunkStart + i);
              state = S.ElementStart;
            } else {
              endMember(chunkStart + i);
              state = S.Member;
            }
          }
          i++;
          break;
        case S.ValueString: {
          // Skip to the closing quote; an escape takes the byte after it.
          while (i < length) {
            const d = chunk[i]!;
            if (d === QUOTE) break;
            if (d === BACKSLASH) {
              if (i + 1 < length) i += 2;
              else {
                i++;
                state = S.ValueEscape;
                break;
              }
            } else i++;
          }
          if (i < length && state === S.ValueString) {
            state = S.Value;
            i++;
          }
          break;
        }
        case S.ValueEscape:
          state = S.ValueString;
          i++;
          break;
        case S.Start:
          if (isSpace(c)) i++;
          else if (c === OPEN_BRACE) {
            state = S.FirstMember;
            i++;
          } else return { kind: "whole", reason: "not an object" };
          break;
        case S.FirstMember:
        case S.Member:
          if (isSpace(c)) i++;
          else if (c === QUOTE) {
            keyBytes = [];
            state = S.Key;
            i++;
          } else if (c === CLOSE_BRACE && state === S.FirstMember) {
            state = S.End;
            i++;
          } else return syntax();
          break;
        case S.Key:
          if (c === QUOTE) {
            const decoded = decodeKey(keyBytes);
            if (decoded === null) return syntax();
            key = decoded;
            state = S.Colon;
          } else {
            keyBytes.push(c);
            if (c === BACKSLASH) state = S.KeyEscape;
          }
          i++;
          break;
        case S.KeyEscape:
          keyBytes.push(c);
          state = S.Key;
          i++;
          break;
        case S.Colon:
          if (isSpace(c)) i++;
          else if (c === COLON) {
            state = S.ValueStart;
            i++;
          } else return syntax();
          break;
        case S.ValueStart:
          if (isSpace(c)) i++;
          else if (key === "listings" && (listingsAt >= 0 || members.some((m) => m.key === "listings"))) {
            return { kind: "whole", reason: "listings twice" };
          } else if (key === "listings" && c === OPEN_BRACKET) {
            listingsAt = members.length;
            inListings = true;
            state = S.ElementStart;
            i++;
          } else if (c === COMMA || c === CLOSE_BRACE) {
            return syntax();
          } else {
            valueStart = chunkStart + i;
            depth = 0;
            state = S.Value;
          }
          break;
        case S.ElementStart:
          if (isSpace(c)) i++;
          else if (c === CLOSE_BRACKET && count === 0) {
            listings = { count, starts, ends };
            inListings = false;
            state = S.AfterValue;
            i++;
          } else if (c === COMMA || c === CLOSE_BRACKET) {
            return syntax(); // an empty element: `[1,,2]`, `[1,]`
          } else {
            valueStart = chunkStart + i;
            depth = 0;
            state = S.Value;
          }
          break;
        case S.AfterValue:
          if (isSpace(c)) i++;
          else if (c === COMMA) {
            state = S.Member;
            i++;
          } else if (c === CLOSE_BRACE) {
            state = S.End;
            i++;
          } else return syntax();
          break;
        case S.End:
          if (isSpace(c)) i++;
          else return syntax();
          break;
      }
    }
    position = chunkStart + length;
  }
  if (state === S.Start) return { kind: "whole", reason: "not an object" };
  if (state !== S.End) return syntax();
  return { kind: "layout", members, listings, listingsAt: listings ? listingsAt : -1 };
}

function syntax(): CatalogueLayout {
  return { kind: "whole", reason: "syntax" };
}

/** A key's text as JSON.parse reads it (escapes and all); null when it is not a valid JSON string. */
function decodeKey(bytes: number[]): string | null {
  try {
    return JSON.parse(`"${Buffer.from(bytes).toString("utf8")}"`) as string;
  } catch {
    return null;
  }
}
