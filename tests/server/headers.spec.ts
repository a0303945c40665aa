/**
 * Headers on the end-to-end server (no PUBLIC_URL, so plain HTTP): no HSTS there, and a
 * Permissions-Policy that the browser reads without complaint, that denies the features the site
 * never uses and keeps fullscreen for the video players a visitor may start. And the origin of its
 * pages behind a proxy it trusts (TRUST_PROXY's default, a proxy on this machine).
 */
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { send } from "./harness";

test("a site served over plain HTTP sends no HSTS", async ({ request }) => {
  const response = await request.get("/fr/");
  expect(response.status()).toBe(200);
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("the browser accepts the Permissions-Policy: camera, microphone and the like denied, fullscreen kept for video players", async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (/permissions.policy|feature.policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto("/en/");
  const allowed = await page.evaluate(() => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string, origin?: string): boolean } }).featurePolicy;
    if (!policy) return null;
    return {
      camera: policy.allowsFeature("camera"),
      microphone: policy.allowsFeature("microphone"),
      geolocation: policy.allowsFeature("geolocation"),
      payment: policy.allowsFeature("payment"),
      usb: policy.allowsFeature("usb"),
      fullscreen: policy.allowsFeature("fullscreen"),
      youtube: policy.allowsFeature("fullscreen", "https://www.youtube-nocookie.com"),
      vimeo: policy.allowsFeature("fullscreen", "https://player.vimeo.com"),
      matterport: policy.allowsFeature("fullscreen", "https://my.matterport.com"),
      elsewhere: policy.allowsFeature("fullscreen", "https://evil.example"),
    };
  });
  expect(allowed).toEqual({
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    fullscreen: true,
    youtube: true,
    vimeo: true,
    matterport: true,
    elsewhere: false,
  });
  expect(complaints).toEqual([]);
});

test("behind a trusted proxy, a page's links are on the host the proxy names, not on this server's port, whether the page was kept or not", async () => {
  const port = Number(new URL(baseURL).port);
  // A proxy that forwards https://www.agence.example/ to this server as most do: its own connection's Host.
  const proxied = { Host: `127.0.0.1:${port}`, "X-Forwarded-Host": "www.agence.example", "X-Forwarded-Proto": "https" };
  const canonical = '<link rel="canonical" href="https://www.agence.example/en/for-rent/"';
  const kept = await send(port, { path: "/en/for-rent/", headers: proxied });
  expect(kept.headers["x-render-cache"]).toMatch(/^(hit|miss)$/);
  expect(kept.body).toContain(canonical);
  // A visitor with favourites gets a page of their own, which Remix's Express adapter renders.
  const own = await send(port, { path: "/en/for-rent/", headers: { ...proxied, Cookie: "favourites=4220119" } });
  expect(own.status).toBe(200);
  expect(own.headers["x-render-cache"]).toBeUndefined();
  expect(own.body).toContain(canonical);
  expect(own.body).not.toContain(`www.agence.example:${port}`);
  // Through two proxies, each adding its host: the visitor's is the first.
  const chained = await send(port, {
    path: "/en/for-rent/",
    headers: { ...proxied, "X-Forwarded-Host": "www.agence.example, lb.internal:8080", Cookie: "favourites=4220119" },
  });
  expect(chained.status).toBe(200);
  expect(chained.body).toContain(canonical);
  expect(chained.body).not.toContain("www.agence.example:8080");
});
