import { describe, expect, it } from "vitest";
import { siteOrigin } from "~/routing/origin";

describe("the site's origin", () => {
  const request = new Request("http://127.0.0.1:3000/fr/a-vendre/?page=2");

  it("is PUBLIC_URL when the agency configured it, whatever host the request names", () => {
    expect(siteOrigin(request, { PUBLIC_URL: "https://www.immo-meuse-sambre.be" })).toBe("https://www.immo-meuse-sambre.be");
  });

  it("is the request's origin otherwise", () => {
    expect(siteOrigin(request, {})).toBe("http://127.0.0.1:3000");
  });
});
