/**
 * Security headers on the end-to-end server (no PUBLIC_URL, so plain HTTP): no HSTS there, and a
 * Permissions-Policy that the browser reads without complaint, that denies the features the site
 * never uses and keeps fullscreen for the video players a visitor may start.
 */
import { expect, test } from "@playwright/test";

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
