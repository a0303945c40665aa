import { describe, expect, it } from "vitest";
import { isNotModified } from "~/http/not-modified.server";

describe("conditional requests (pictures, the search index)", () => {
  const etag = '"search-1-7-fr-abc"';
  const asking = (headers: Record<string, string>) => new Request("http://localhost/search-index.json?lang=fr", { headers });

  it("answer 304 when If-None-Match names the ETag, in its usual forms", () => {
    expect(isNotModified(asking({ "If-None-Match": etag }), etag)).toBe(true);
    expect(isNotModified(asking({ "If-None-Match": `W/${etag}` }), etag)).toBe(true);
    expect(isNotModified(asking({ "If-None-Match": `"other", ${etag}` }), etag)).toBe(true);
    expect(isNotModified(asking({ "If-None-Match": "*" }), etag)).toBe(true);
  });

  it("send the full answer for another ETag, without a validator, or when the browser asks for no cache", () => {
    expect(isNotModified(asking({ "If-None-Match": '"search-1-7-nl-abc"' }), etag)).toBe(false);
    expect(isNotModified(asking({}), etag)).toBe(false);
    expect(isNotModified(asking({ "If-None-Match": etag, "Cache-Control": "no-cache" }), etag)).toBe(false);
  });
});
