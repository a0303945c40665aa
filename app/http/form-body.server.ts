/**
 * The body of a post: at most MAX_BODY_BYTES, never held whole in memory past that (ADR 029).
 *
 * A body over the limit is answered 413 with `Connection: close`, once the rest of it has been
 * read and dropped (at most DISCARD_MAX_BYTES, for at most DISCARD_MAX_MS): Node closes the
 * connection as soon as such an answer is written, and a connection closed while bytes still
 * come is reset, which a browser shows as "This site can't be reached" instead of the answer.
 * Past those bounds the answer goes anyway: a sender that slow or that long is no visitor.
 *
 * - A post whose Content-Length says so (what browsers send) is refused before Remix
 *   (`isOversizedPost`, `dropBody`, called by app/http/status-page.server.ts): the 413 status page,
 *   in the page's language and inside the shell.
 * - A body sent without Content-Length (in chunks; no browser does) is counted as it comes by
 *   `readFormBody`, which every action taking a body calls (the form pipeline, the login and
 *   password forms, the cookie dialog), and refused there with the same 413 page, without the
 *   shell's header and footer (Remix runs no loader once an action has thrown).
 */
import { STATUS_CODES, type IncomingMessage } from "node:http";

/** Bodies larger than this are no form of this site (the longest, a remark of 2000 characters, takes a fraction of it). */
export const MAX_BODY_BYTES = 64 * 1024;
/** What is read and dropped of a body over the limit, at most, before the 413 answer. */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

type Chunks = { next(): Promise<{ done?: boolean; value?: Uint8Array }> };

/** Reads and drops chunks until the body ends, DISCARD_MAX_BYTES are dropped or DISCARD_MAX_MS have passed. */
async function dropRest(chunks: Chunks): Promise<void> {
  const deadline = Date.now() + DISCARD_MAX_MS;
  let dropped = 0;
  try {
    while (dropped <= DISCARD_MAX_BYTES) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))));
      const next = await Promise.race([chunks.next(), timeUp]).finally(() => clearTimeout(timer));
      if (!next || next.done) return;
      dropped += next.value?.byteLength ?? 0;
    }
  } catch {
    // The visitor left: the answer goes nowhere.
  }
}

/** A POST whose Content-Length is over the limit. */
export function isOversizedPost(req: IncomingMessage): boolean {
  return req.method === "POST" && Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES;
}

/** Reads and drops `req`'s body (within the bounds) before Remix sees the request. */
export function dropBody(req: IncomingMessage): Promise<void> {
  // Not `for await`: leaving that loop would destroy the request, and reset the connection.
  return dropRest(req[Symbol.asyncIterator]() as Chunks);
}

/**
 * The posted form, its texts as typed (`plainText`), or null for a body no form of this site sends (another content type, one that
 * does not parse, a visitor who left). A body that grows past MAX_BODY_BYTES as it comes throws
 * the 413 answer (after dropping its rest), which routes that are pages render as their 413 page
 * (app/entry.server.tsx adds `Connection: close` to it).
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(type)) return null;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await dropRest({ next: () => reader.read() });
        throw new Response(STATUS_CODES[413], {
          status: 413,
          headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close", "Cache-Control": "no-store" },
        });
      }
      chunks.push(value);
    }
    return plainText(await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData());
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

/**
 * Control characters (C0 and C1 but the tab and the line feed) and the characters that turn the
 * direction of text around (U+202A–U+202E, U+2066–U+2069): no person types them, they would go
 * raw into pages, e-mails and terminals, and PostgreSQL refuses a NUL in text.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is taken out
const UNTYPABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The values as a person typed them: a browser sends a textarea's line breaks as CRLF, and counts
 * each as one character against its maxlength; so does the schema once they are LF. What no one
 * types is taken out. One place for every form.
 */
function plainText(form: FormData): FormData {
  const plain = new FormData();
  for (const [name, value] of form.entries()) {
    plain.append(name, typeof value === "string" ? value.replace(/\r\n?/g, "\n").replace(UNTYPABLE, "") : value);
  }
  return plain;
}
