/**
 * The body of a form's post, read by every action that takes one (the form pipeline, the login and
 * password forms, the cookie dialog), at most MAX_BODY_BYTES, never held whole in memory past that.
 *
 * A body over the limit is answered 413 (ADR 029): the page that says so in the page's language
 * (root ErrorBoundary, app/routing/error-texts.ts), with `Connection: close`. The rest of the body
 * is read and dropped first (at most DISCARD_MAX_BYTES, for at most DISCARD_MAX_MS): Node closes a
 * connection as soon as an answer with `Connection: close` is written, and a connection closed
 * with bytes still coming is reset, which a browser shows as "This site can't be reached" instead
 * of the answer. Past those bounds the answer goes anyway: a sender that slow or that long is no
 * visitor, and may meet the reset.
 */
import { STATUS_CODES } from "node:http";

/** Bodies larger than this are no form of this site (the longest, a remark of 2000 characters, takes a fraction of it). */
export const MAX_BODY_BYTES = 64 * 1024;
/** What is read and dropped of a body over the limit, at most, before the 413 answer. */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The posted form, or null for a body no form of this site sends (another content type, one that
 * does not parse, a visitor who left). Throws the 413 answer for a body over MAX_BODY_BYTES
 * (its Content-Length, or its bytes counted as they come: a body sent in chunks is cut off too).
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(type)) return null;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (reader && Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) await refuseTooLarge(reader);
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) await refuseTooLarge(reader);
      chunks.push(value);
    }
    return await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData();
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

/** Reads and drops the rest of the body (within the bounds), then throws the 413 answer. */
async function refuseTooLarge(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<never> {
  const deadline = Date.now() + DISCARD_MAX_MS;
  let dropped = 0;
  try {
    while (dropped <= DISCARD_MAX_BYTES) {
      const next = await readBefore(reader, deadline);
      if (!next || next.done) break;
      dropped += next.value.byteLength;
    }
  } catch {
    // The visitor left: the answer goes nowhere.
  }
  // Routes that are pages render it as their 413 page (Connection: close set by app/entry.server.tsx); the others send it as it is.
  throw new Response(STATUS_CODES[413], {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close", "Cache-Control": "no-store" },
  });
}

/** The reader's next chunk, or null once `deadline` (a Date.now() time) has passed first. */
async function readBefore(reader: ReadableStreamDefaultReader<Uint8Array>, deadline: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([reader.read(), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
