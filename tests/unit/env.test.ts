import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigurationError, ENV_VARIABLES, parseEnv } from "~/env.server";

describe("configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("file:var/site.db");
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("reads PORT, DATABASE_URL and PUBLIC_URL", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgres://app@db:5432/site", PUBLIC_URL: "https://www.immo.be/" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://app@db:5432/site");
    expect(env.PUBLIC_URL).toBe("https://www.immo.be");
  });

  it("names every wrong variable in one message", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "not a url" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: must be "file:PATH" for SQLite or "postgres:\/\/…" for PostgreSQL[\s\S]*PUBLIC_URL/,
    );
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(ConfigurationError);
  });

  it("requires SESSION_SECRET and PUBLIC_URL in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(
      /SESSION_SECRET: is required when NODE_ENV=production[\s\S]*PUBLIC_URL: is required when NODE_ENV=production/,
    );
    const url = "https://www.immo.be";
    expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_URL: url, SESSION_SECRET: "short" })).toThrowError(/at least 32 characters/);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: url, SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toHaveLength(32);
  });

  it("reads TRUST_PROXY as a number of proxies, a list of addresses, or true / false", () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5" }).TRUST_PROXY).toEqual(["10.0.0.5"]);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    // What Express accepts (its parser, proxy-addr, decides), netmasks too.
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/255.255.0.0" }).TRUST_PROXY).toEqual(["10.0.0.0/255.255.0.0"]);
    for (const wrong of ["proxy.example", "10.0.0.0/33", "10.0.0.5,", "1.2.3"]) {
      expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrowError(/TRUST_PROXY: must be "true", "false", a number of proxies/);
    }
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.5, proxy.example" })).toThrowError(/invalid IP address: proxy\.example/);
  });

  it("keeps rate-limit counts in memory unless told to share them through a PostgreSQL database", () => {
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe("memory");
    const postgres = "postgres://app@db:5432/site";
    expect(parseEnv({ RATE_LIMIT_STORE: "database", DATABASE_URL: postgres }).RATE_LIMIT_STORE).toBe("database");
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis" })).toThrowError(/RATE_LIMIT_STORE/);
  });

  it("refuses rate-limit counts in a SQLite database: its writes would hold up every request", () => {
    for (const DATABASE_URL of [undefined, "file:var/site.db"]) {
      expect(() => parseEnv({ RATE_LIMIT_STORE: "database", DATABASE_URL }), DATABASE_URL).toThrowError(ConfigurationError);
      expect(() => parseEnv({ RATE_LIMIT_STORE: "database", DATABASE_URL }), DATABASE_URL).toThrowError(
        /RATE_LIMIT_STORE: "database" needs a PostgreSQL DATABASE_URL/,
      );
    }
  });

  it("lets a CDN keep pages only when told it keys them on the consent cookie", () => {
    expect(parseEnv({}).CDN_KEYS_ON_CONSENT).toBe(false);
    expect(parseEnv({ CDN_KEYS_ON_CONSENT: "true" }).CDN_KEYS_ON_CONSENT).toBe(true);
    expect(parseEnv({ CDN_KEYS_ON_CONSENT: "false" }).CDN_KEYS_ON_CONSENT).toBe(false);
    expect(() => parseEnv({ CDN_KEYS_ON_CONSENT: "yes" })).toThrowError(/CDN_KEYS_ON_CONSENT: must be "true" or "false"/);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
  });

  it("is documented: the README's configuration table names every variable, and only those", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const documented = [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
