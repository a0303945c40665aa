import { describe, expect, it } from "vitest";
import { servedOverHttps, siteOrigin } from "~/routing/origin";

describe("the site's origin", () => {
  const request = new Request("http://127.0.0.1:3000/fr/a-vendre/?page=2");

  it("is PUBLIC_URL's origin when the agency configured it, whatever host the request names", () => {
    expect(siteOrigin(request, { PUBLIC_URL: "https://www.immo-meuse-sambre.be" })).toBe("https://www.immo-meuse-sambre.be");
    // Scheme and host as a browser's Origin header writes them: lower case, no default port, no path.
    expect(siteOrigin(request, { PUBLIC_URL: "HTTPS://WWW.Immo-Meuse-Sambre.be:443/site" })).toBe("https://www.immo-meuse-sambre.be");
    expect(siteOrigin(request, { PUBLIC_URL: "https://www.immo-meuse-sambre.be:8443" })).toBe("https://www.immo-meuse-sambre.be:8443");
  });

  it("is the request's origin otherwise, with its scheme and port", () => {
    expect(siteOrigin(request, {})).toBe("http://127.0.0.1:3000");
    expect(siteOrigin(new URL("https://127.0.0.1:3000"), {})).toBe("https://127.0.0.1:3000");
    expect(siteOrigin(new URL("https://www.example.be:443"), {})).toBe("https://www.example.be");
  });
});

describe("whether the site is served over HTTPS", () => {
  it("is so when PUBLIC_URL's scheme is https, however it is written", () => {
    expect(servedOverHttps({ PUBLIC_URL: "https://www.immo-meuse-sambre.be" })).toBe(true);
    expect(servedOverHttps({ PUBLIC_URL: "HTTPS://WWW.Immo-Meuse-Sambre.be:8443/site" })).toBe(true);
  });

  it("is not so over plain HTTP, nor without PUBLIC_URL (development, the tests' servers)", () => {
    expect(servedOverHttps({ PUBLIC_URL: "http://www.immo-meuse-sambre.be" })).toBe(false);
    expect(servedOverHttps({ PUBLIC_URL: "http://https.example.be" })).toBe(false);
    expect(servedOverHttps({})).toBe(false);
  });
});
