/**
 * The pure pieces of the request layer (app/http/): redirect targets that stay on this host, the
 * repair of undecodable paths, Host validation, the `?_data=` parameter, the TRUST_PROXY warning
 * and the Permissions-Policy header. The server tests (tests/server/) check them end to end.
 */
import { describe, expect, it } from "vitest";
import { trustProxyWarning } from "~/http/rate-limit.server";
import { canonicalRedirect, isValidHost, localPath, repairUndecodablePath } from "~/http/request-guards.server";
import { PERMISSIONS_POLICY } from "~/http/security-headers.server";
import { hasDataParameter, withoutDataParameter } from "~/http/status-page.server";

describe("redirect targets", () => {
  it("never start with two separators, whatever the path starts with", () => {
    for (const path of [
      "//evil.example/x",
      "///evil.example/x",
      "/\\evil.example/x",
      "/\\/evil.example",
      "/%2F%2Fevil.example",
      "/%5cevil.example",
      "/%09/evil.example",
    ]) {
      expect(localPath(path), path).toMatch(/^\/[^/\\%]/);
      expect(localPath(path), path).toContain("evil.example");
    }
    expect(localPath("/fr/a-vendre/")).toBe("/fr/a-vendre/");
  });

  it("add the page slash and collapse leading separators, keeping the query", () => {
    expect(canonicalRedirect("/fr/a-vendre?page=2")).toBe("/fr/a-vendre/?page=2");
    expect(canonicalRedirect("//evil.example/fr/a-vendre")).toBe("/evil.example/fr/a-vendre/");
    expect(canonicalRedirect("/\\evil.example/fr/")).toBe("/evil.example/fr/");
    expect(canonicalRedirect("//fr/a-vendre/?q=//x")).toBe("/fr/a-vendre/?q=//x");
  });

  it("leave pages, files and Remix's own paths alone", () => {
    expect(canonicalRedirect("/fr/a-vendre/")).toBeNull();
    expect(canonicalRedirect("/")).toBeNull();
    expect(canonicalRedirect("/sitemap.xml")).toBeNull();
    expect(canonicalRedirect("/media/banner-namur.jpg?w=400")).toBeNull();
    expect(canonicalRedirect("/__manifest?p=/fr/")).toBeNull();
    // Under the preview's basename, Remix asks for its manifest there (ADR 021).
    expect(canonicalRedirect("/preview/__manifest?p=%2Fpreview%2Ffr%2F&version=abc")).toBeNull();
  });
});

describe("undecodable paths", () => {
  it("escape only the segments that do not decode", () => {
    expect(repairUndecodablePath("/fr/%E0/")).toBe("/fr/%25E0/");
    expect(repairUndecodablePath("/nl/te-koop/%C3%28/?city=%E0")).toBe("/nl/te-koop/%25C3%2528/?city=%E0");
    expect(repairUndecodablePath("/fr/%C3%A9t%C3%A9/")).toBeNull();
    expect(repairUndecodablePath("/fr/a-vendre/?city=%E0")).toBeNull();
  });
});

describe("Host headers", () => {
  it("accept host names, addresses and ports", () => {
    for (const host of ["www.immo-meuse-sambre.be", "localhost:3000", "127.0.0.1", "[::1]:3000", "app_1:8080", "example.be."]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuse what a URL cannot hold", () => {
    for (const host of ["evil example", "evil.example/fr", "[::1", "a@b", "", "host:port", "-bad.example", "a..b"]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe("the old Remix data parameter", () => {
  it("is found and removed wherever it stands in the query", () => {
    expect(hasDataParameter("/fr/?_data=root")).toBe(true);
    expect(hasDataParameter("/fr/?page=2&_data")).toBe(true);
    expect(hasDataParameter("/fr/?my_data=1")).toBe(false);
    expect(hasDataParameter("/fr/_data")).toBe(false);
    expect(withoutDataParameter("/fr/?_data=root")).toBe("/fr/");
    expect(withoutDataParameter("/fr/?page=2&_data=root&sort=price-asc")).toBe("/fr/?page=2&sort=price-asc");
    // Written escaped, it is the same parameter to Remix's URL.searchParams.
    expect(hasDataParameter("/fr/?%5Fdata=root")).toBe(true);
    expect(withoutDataParameter("/fr/?%5Fdata=root&_data&page=2")).toBe("/fr/?page=2");
  });
});

describe("the TRUST_PROXY warning", () => {
  it("is given in production when TRUST_PROXY is not set, and only then", () => {
    expect(trustProxyWarning({ NODE_ENV: "production", TRUST_PROXY: undefined })).toMatch(/TRUST_PROXY=10\.0\.0\.5/);
    expect(trustProxyWarning({ NODE_ENV: "production", TRUST_PROXY: ["loopback"] })).toBeNull();
    expect(trustProxyWarning({ NODE_ENV: "production", TRUST_PROXY: 1 })).toBeNull();
    expect(trustProxyWarning({ NODE_ENV: "development", TRUST_PROXY: undefined })).toBeNull();
  });
});

describe("the Permissions-Policy", () => {
  it("denies the features the site never uses and keeps fullscreen for itself and the video hosts", () => {
    const directives = new Map(
      PERMISSIONS_POLICY.split(", ").map((item) => [item.slice(0, item.indexOf("=")), item.slice(item.indexOf("=") + 1)]),
    );
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"])
      expect(directives.get(feature)).toBe("()");
    expect(directives.get("fullscreen")).toMatch(/^\(self "https:\/\/www\.youtube-nocookie\.com" "https:\/\/player\.vimeo\.com"/);
  });
});
