/**
 * The table types of app/db/db.server.ts are written by hand (they say what a database cannot: the
 * values a text column takes, a bigint read as a number on SQLite and as a string on PostgreSQL,
 * what each column means; ADR 038). This test holds them to what the migrations create, on SQLite
 * and on PostgreSQL (skipped with a warning when unreachable): the same tables and columns; a
 * column nullable in the types exactly when it is in the database; values of the kinds a query
 * reads on either database; `Generated` only where the database fills the column in.
 */
import path from "node:path";
import { sql } from "kysely";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, createDatabase, redactUrl, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { makePostgresDatabase, makeSqliteDatabase, probePostgres, TEST_PG_URL, type TestDatabase } from "./catalogue-store-fixture";

const postgres = await probePostgres();
if (!postgres.reachable) {
  console.warn(`PostgreSQL tests skipped: ${redactUrl(TEST_PG_URL)} is not reachable (${postgres.reason})`);
}

type Kind = "number" | "string";
/** What one column is, as the types declare it or as a migrated database has it. */
type Column = { nullable: boolean; kinds: Kind[]; generated: boolean };
type Tables = Map<string, Map<string, Column>>;

/**
 * Each column type the migrations use, by the name each database gives it, and what a query reads
 * from it on SQLite and on PostgreSQL together (pg gives a bigint as a string, better-sqlite3 as a
 * number): the kinds the types must say.
 */
const READS_AS: Record<"sqlite" | "postgres", Record<string, Kind[]>> = {
  sqlite: { integer: ["number"], bigint: ["number", "string"], "double precision": ["number"], text: ["string"] },
  postgres: { int4: ["number"], int8: ["number", "string"], float8: ["number"], text: ["string"] },
};

/** The members of a union, or the type itself. */
const members = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);

let declared: Tables | undefined;

/** What the `DB` interface of app/db/db.server.ts says of each column (a copy the test may change). */
function declaredTables(): Tables {
  declared ??= readDeclaredTables();
  return structuredClone(declared);
}

/** What the `DB` interface of app/db/db.server.ts says of each column, read with TypeScript's own checker. */
function readDeclaredTables(): Tables {
  const file = path.resolve("app/db/db.server.ts");
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const db = checker.getExportsOfModule(module).find((symbol) => symbol.name === "DB")!;
  const kindOf = (type: ts.Type): string[] => {
    if (type.flags & ts.TypeFlags.Null) return [];
    if (type.flags & ts.TypeFlags.StringLike) return ["string"];
    if (type.flags & ts.TypeFlags.NumberLike) return ["number"];
    return [checker.typeToString(type)];
  };
  const tables: Tables = new Map();
  for (const table of checker.getDeclaredTypeOfSymbol(db).getProperties()) {
    const columns = new Map<string, Column>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      // Kysely's ColumnType<Select, Insert, Update> (Generated<T> among them): the type a query reads, and whether an insert may leave it out.
      const type = checker.getTypeOfSymbol(column);
      const select = type.getProperty("__select__");
      const insert = type.getProperty("__insert__");
      const read = select ? checker.getTypeOfSymbol(select) : type;
      columns.set(column.name, {
        nullable: members(read).some((member) => member.flags & ts.TypeFlags.Null),
        kinds: [...new Set(members(read).flatMap(kindOf))].sort() as Kind[],
        generated: insert !== undefined && members(checker.getTypeOfSymbol(insert)).some((member) => member.flags & ts.TypeFlags.Undefined),
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** The differences between the declared types and the tables of a migrated database, one line each. */
async function differences(db: Database, kind: "sqlite" | "postgres", declared: Tables): Promise<string[]> {
  const found: string[] = [];
  // PostgreSQL lists the tables of every schema of the database: only this test's own (its search_path's first) are read.
  const schema = kind === "postgres" ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name : undefined;
  const migrated = (await db.introspection.getTables()).filter((table) => schema === undefined || table.schema === schema);
  for (const name of declared.keys()) {
    if (!migrated.some((table) => table.name === name)) found.push(`${name}: in the types, not made by the migrations`);
  }
  for (const table of migrated) {
    const columns = declared.get(table.name);
    if (!columns) {
      found.push(`${table.name}: made by the migrations, not in the types`);
      continue;
    }
    // SQLite lets a primary key other than an integer one hold NULL; the migrations mean it as PostgreSQL has it, never null.
    const primaryKey =
      kind === "sqlite"
        ? new Set(
            (await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db)).rows.map(
              (row) => row.name,
            ),
          )
        : new Set<string>();
    for (const name of columns.keys()) {
      if (!table.columns.some((column) => column.name === name))
        found.push(`${table.name}.${name}: in the types, not made by the migrations`);
    }
    for (const column of table.columns) {
      const where = `${table.name}.${column.name}`;
      const type = columns.get(column.name);
      if (!type) {
        found.push(`${where}: made by the migrations, not in the types`);
        continue;
      }
      const nullable = column.isNullable && !primaryKey.has(column.name);
      if (type.nullable !== nullable) found.push(`${where}: ${nullable ? "nullable" : "not null"} in the database, not in the types`);
      const reads = READS_AS[kind][column.dataType.toLowerCase()];
      if (!reads) {
        found.push(`${where}: a column type this test does not know (${column.dataType})`);
      } else if (reads.join() !== type.kinds.join()) {
        found.push(`${where}: ${column.dataType} reads as ${reads.join(" | ")}, the types say ${type.kinds.join(" | ")}`);
      }
      if (type.generated && !column.hasDefaultValue && !column.isAutoIncrementing) {
        found.push(`${where}: Generated in the types, but the database does not fill it in`);
      }
    }
  }
  return found;
}

function suite(kind: "sqlite" | "postgres") {
  let target: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    db = createDatabase(target.url);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await closeDatabase(db);
    await target.drop();
  });

  it("the hand-kept table types are what the migrations create", async () => {
    const declared = declaredTables();
    expect(declared.size).toBeGreaterThan(20);
    expect(await differences(db, kind, declared)).toEqual([]);
  });

  it("a column the types get wrong is named", async () => {
    const declared = declaredTables();
    declared.get("lead")!.set("held_at", { nullable: false, kinds: ["string"], generated: false });
    declared.get("outbox")!.delete("failed_at");
    declared.get("rate_limit")!.set("reset_at", { nullable: false, kinds: ["number"], generated: true });
    expect((await differences(db, kind, declared)).sort()).toEqual(
      [
        "lead.held_at: nullable in the database, not in the types",
        "outbox.failed_at: made by the migrations, not in the types",
        `rate_limit.reset_at: ${kind === "sqlite" ? "bigint" : "int8"} reads as number | string, the types say number`,
        "rate_limit.reset_at: Generated in the types, but the database does not fill it in",
      ].sort(),
    );
  });
}

describe("SQLite", () => suite("sqlite"));
describe.skipIf(!postgres.reachable)("PostgreSQL", () => suite("postgres"));
