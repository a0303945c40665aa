/**
 * Test helpers shared by the db-* and catalogue-store* tests: a generated valid
 * catalogue of any size, and per-test databases (SQLite temp file, or a
 * throw-away schema on PostgreSQL).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Catalogue, Listing } from "../../app/catalogue/schema";

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Try to connect to PostgreSQL once; the reason is given when it is not reachable. */
export async function probePostgres(url = TEST_PG_URL): Promise<{ reachable: boolean; reason?: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { reachable: true };
  } catch (err) {
    return { reachable: false, reason: err instanceof Error ? err.message || err.name : String(err) };
  } finally {
    await client.end().catch(() => {});
  }
}

export interface TestDatabase {
  kind: "sqlite" | "postgres";
  /** DATABASE_URL for this isolated database. */
  url: string;
  /** Remove it (file, or schema with everything in it). */
  drop(): Promise<void>;
}

/** A fresh empty SQLite file under the OS temp folder. */
export function makeSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-db-test-"));
  return {
    kind: "sqlite",
    url: `file:${path.join(dir, "nested", "site.db")}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const workerDatabases = new Map<string, Promise<string>>();

/**
 * The database of this vitest worker's schemas: `<base>_w<pool id>` beside the base database,
 * made on its first use. Kysely's migrator reads the catalogue of the whole database, which fails
 * ("schema … does not exist") when another worker drops one of its schemas at that moment.
 */
function workerDatabase(baseUrl: string): Promise<string> {
  const pool = process.env.VITEST_POOL_ID;
  if (!pool) return Promise.resolve(baseUrl);
  let database = workerDatabases.get(baseUrl);
  if (!database) {
    database = (async () => {
      const url = new URL(baseUrl);
      const name = `${decodeURIComponent(url.pathname.slice(1)) || "postgres"}_w${pool}`.replace(/[^a-z0-9_]/gi, "_");
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
        if (!rowCount) {
          // Another run's worker of the same number may make it first (42P04: it exists).
          await admin.query(`create database ${name}`).catch((error: unknown) => {
            if ((error as { code?: string }).code !== "42P04") throw error;
          });
        }
      } finally {
        await admin.end();
      }
      url.pathname = `/${name}`;
      return url.toString();
    })();
    database.catch(() => workerDatabases.delete(baseUrl));
    workerDatabases.set(baseUrl, database);
  }
  return database;
}

/**
 * A fresh schema `test_<random>` on PostgreSQL, selected through the URL's search_path option, in
 * the database of this vitest worker.
 */
export async function makePostgresDatabase(base = TEST_PG_URL): Promise<TestDatabase> {
  const baseUrl = await workerDatabase(base);
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    kind: "postgres",
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

const picture = (id: number) => ({
  ID: id,
  Name: `photo-${id}.jpg`,
  Url: `/media/photo-${id}.jpg`,
  Width: 250,
  Height: 167,
});

function listing(i: number, overrides: Partial<Listing> = {}): Listing {
  const rent = i % 3 === 0;
  const webId = ((i % 2) + 1) as 1 | 2;
  const base: Listing = {
    ID: 4_000_000 + i,
    Goal: rent ? 1 : 0,
    City: i % 5 === 0 ? "Wavre" : "Namur",
    TypeDescription: i % 4 === 0 ? "" : `Bien n°${i} — « lumineux »`,
    Zip: i % 5 === 0 ? "1300" : "5000",
    WebID: webId,
    WebIDs: String(webId),
    MainTypeName: webId === 1 ? "Maison" : "Appartement",
    language: "fr",
    RecordFile: i % 2 === 0 ? `VEN-2024-${String(i).padStart(4, "0")}` : "",
    Marquee: (i % 4) + 1,
    SmallPictureItem: picture(i + 1),
    Price: rent ? 850 + i : 245_000.5 + i,
    PublishPrice: true,
    PriceUnit: rent ? 2 : 1,
    PriceUnitText: rent ? "/mois" : "",
    MarqueeName: "Nouveau",
    PublishAddress: i % 2 === 0,
    Street: "Rue de Fer",
    HouseNumber: String(i + 1),
    BoxNr: "",
    CountryID: 10,
    CountryName: "Belgique",
    EnergyPerformance: 123.4,
    EPCLabelText: "B",
    Status: "available",
    PublishedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    Description: "Belle maison avec jardin.\nÀ visiter !",
    Pictures: [picture(i + 1), picture(i + 100_000)],
    Latitude: 50.46,
    Longitude: 4.86,
    Bedrooms: 3,
    SurfaceLiving: 142.5,
    Garden: true,
  };
  if (i === 1) base.ProjectID = 77;
  return { ...base, ...overrides };
}

/** A valid catalogue (passes catalogueSchema) with `listingCount` listings. */
export function makeCatalogue(listingCount = 5, generatedAt = "2026-03-01T09:30:00.000Z"): Catalogue {
  return {
    language: "fr",
    generatedAt,
    listings: Array.from({ length: listingCount }, (_, i) => listing(i)),
    projects: [
      {
        ID: 77,
        Goal: 0,
        City: "Wavre",
        Zip: "1300",
        WebID: "2",
        WebIDName: "Appartement (8)",
        ProjectWebID: 12,
        SmallPicture: "/media/projet-wavre.jpg",
        PriceMin: 245_000,
        PriceMax: 410_000,
        language: "fr",
        PublicAddress: true,
        Street: "Avenue des Déportés",
        HouseNumber: "12",
        BoxNr: "",
        CountryID: 10,
        CountryName: "Belgique",
        Name: "Résidence Les Tilleuls",
        Description: "Nouveau projet.",
        Pictures: [picture(9_000)],
        Latitude: 50.71,
        Longitude: 4.6,
        DeliveryDate: "2027-06-30",
      },
    ],
    categories: [
      { ID: 1, WebID: "1", Name: "Maison", ShowOrder: 0, Sale: true, Rent: true, language: "fr" },
      { ID: 2, WebID: "2", Name: "Appartement", ShowOrder: 1, Sale: true, Rent: true, language: "fr" },
    ],
    cities: {
      all: [
        { Name: "Namur", Zip: "5000", CountryID: 10, CountryName: "Belgique", PropertyCount: 22, language: "fr" },
        { Name: "Wavre", Zip: "1300", CountryID: 10, CountryName: "Belgique", PropertyCount: 3, language: "fr" },
        { Name: "Marbella", Zip: "", CountryID: 32, CountryName: "Espagne", PropertyCount: 1, language: "fr" },
      ],
      sale: [{ Name: "Namur", Zip: "5000", CountryID: 10, CountryName: "Belgique", PropertyCount: 6, language: "fr" }],
      rent: [
        { Name: "Namur", Zip: "5000", CountryID: 10, CountryName: "Belgique", PropertyCount: 16, language: "fr" },
        { Name: "Wavre", Zip: "1300", CountryID: 10, CountryName: "Belgique", PropertyCount: 1, language: "fr" },
      ],
    },
    neighbourhoods: [
      {
        ID: 0,
        Name: "",
        Title: "",
        Subtitle: "",
        Description: "",
        Coordinates: "",
        SmallPictures: [],
        MediumPictures: [],
        LargePictures: [],
        XLargePictures: [],
      },
    ],
  };
}
