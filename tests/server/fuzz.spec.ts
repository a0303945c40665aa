/**
 * Fuzzed form posts (issue 7 §3, §9): every form the site renders, found in its HTML, posted with
 * missing fields, random and oversized values, repeated fields, wrong types, forged choices,
 * tampered tokens, unknown ids in the action path and bodies no browser sends. The server answers
 * each with a page (2xx, 3xx or 4xx), never a 5xx, and logs no error.
 */
import { expect, test } from "@playwright/test";
import { closeDatabase, createDatabase } from "../../app/db/db.server";
import { FORM_TOKEN_PATH } from "../../app/forms/setup";
import { formsOf, type Field, type FoundForm } from "./forms-http";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

let server: TestServer;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = await startServer({
    name: "fuzz",
    port: BASE_PORT + 7,
    env: { RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0", FORM_MIN_FILL_SECONDS: "0" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Pages whose forms are fuzzed (the footer's newsletter form is on each). */
const PAGES = [
  "/fr/estimation-gratuite/",
  "/en/keep-me-informed/",
  "/fr/contact/",
  "/nl/te-koop/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  "/fr/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
];

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NASTY = [
  "",
  " ",
  "\u0000",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "😀".repeat(50),
  "9".repeat(400),
  "-1",
  "1e309",
  "NaN",
  "2026-02-30",
  "9999-99-99",
  "[object Object]",
  "a@b",
  "%00%ff",
  "x".repeat(20_000),
];

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a visitor would fill in, by field name; choices take the form's first option. */
function validValue(field: Field, n: number): string {
  const typed: Record<string, string> = {
    title: "ms",
    firstName: "Anne",
    lastName: "Dupont",
    email: `fuzz${n}@example.be`,
    phone: "0470123456",
    remark: "Bonjour",
    day: day(10),
    friendName: "Marc",
    friendEmail: `friend${n}@example.be`,
    address: "Rue de Fer 1",
    zip: "5000",
    city: "Namur",
    budgetMin: "100000",
    budgetMax: "300000",
    startDate: day(1),
    endDate: day(60),
  };
  if (field.type === "hidden") return field.value;
  if (field.type === "select") return field.options.find((option) => option !== "") ?? "";
  return typed[field.name] ?? field.value;
}

/**
 * Bodies for one form, each starting from a valid post (so that the odd values reach the store
 * and the e-mails, not only the schema), with one or two fields changed, dropped or repeated.
 * The token is filled in per post. The honeypot ("website") is left empty.
 */
function variants(form: FoundForm, next: () => number, n: number): [string, string][][] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const seen = new Set<string>();
  const baseline: [string, string][] = [];
  for (const field of form.fields) {
    if (field.name === "website" || seen.has(field.name)) continue;
    seen.add(field.name);
    baseline.push([field.name, validValue(field, n)]);
  }
  const editable = baseline.filter(([name]) => name !== "formToken" && name !== "from");
  const bodies: [string, string][][] = [baseline, []];
  for (let i = 0; i < 14; i++) {
    const pairs = baseline.map(([name, value]): [string, string] => [name, value]);
    for (let change = 0; change < 1 + Math.floor(next() * 2); change++) {
      const [name] = pick(editable);
      const index = pairs.findIndex(([candidate]) => candidate === name);
      const how = next();
      if (how < 0.6) pairs[index] = [name, pick(NASTY)];
      else if (how < 0.8) pairs.splice(index, 1);
      else pairs.push([name, pick(NASTY)]); // the same field twice: a list where one value is expected
    }
    if (next() > 0.8) pairs.push([pick(["unknown", "__proto__", "constructor", "intent"]), pick(NASTY)]);
    bodies.push(pairs);
  }
  // Forged choices, every field oversized.
  bodies.push(baseline.map(([name, value]) => [name, form.fields.find((f) => f.name === name)?.type === "select" ? "forged" : value]));
  bodies.push(baseline.map(([name, value]) => [name, name === "formToken" ? value : "y".repeat(100_000)]));
  return bodies;
}

test("every form answers fuzzed posts with a page, never a 5xx, and logs no error", async () => {
  test.setTimeout(120_000);
  const next = random(20261123);
  const from = server.output.length;
  const failures: string[] = [];
  let posts = 0;
  const stored = new Set<string>();
  // A form shown more than once (the footer's newsletter on each French page, a Save button on each
  // card) is fuzzed once, where it is first found: the same action with the same fields.
  const fuzzed = new Set<string>();
  const post = async (action: string, body: string) => {
    const answer = await send(server.port, {
      method: "POST",
      path: action,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body,
    });
    posts += 1;
    if (answer.status >= 500) failures.push(`${answer.status} POST ${action} ${body.slice(0, 200)}`);
    return answer;
  };
  for (const pagePath of PAGES) {
    const page = await send(server.port, { path: pagePath });
    expect(page.status, pagePath).toBe(200);
    const forms = formsOf(page.body, pagePath);
    expect(forms.length, `forms on ${pagePath}`).toBeGreaterThan(0);
    for (const form of forms) {
      const shape = `${form.action} ${form.fields.map((field) => field.name).join(" ")}`;
      if (fuzzed.has(shape)) continue;
      fuzzed.add(shape);
      for (const pairs of variants(form, next, posts)) {
        // A token of its own, as a browser gets one for a form on a cached page (FORM_TOKEN_PATH):
        // without rendering the page again for each post.
        const token = (JSON.parse((await send(server.port, { path: FORM_TOKEN_PATH })).body) as { token: string }).token;
        const body = new URLSearchParams(pairs.map(([name, value]) => [name, name === "formToken" ? token : value])).toString();
        const answer = await post(form.action, body);
        // The empty body has no token: a robot's, answered 303 and stored nowhere. A Save button's
        // form (favourites, issue 24 §1) has none either: it stores nothing on the server.
        const leadForm = form.fields.some((field) => field.name === "formToken");
        if (answer.status === 303 && pairs.length > 0 && leadForm) stored.add(`${form.action} ${body}`);
      }
      // Unknown or malformed ids in the action path.
      for (const action of [form.action.replace(/\/\d{5,}\//, "/9999999/"), form.action.replace(/\/\d{5,}\//, "/abc/")]) {
        if (action !== form.action)
          await post(action, new URLSearchParams(form.fields.map((field) => [field.name, validValue(field, posts)])).toString());
      }
    }
  }
  // Bodies no browser sends, to the first form's action.
  const raw: [string, string][] = [
    ["application/x-www-form-urlencoded", "%zz=%&&==&a=%E0%A4%A"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--y--'],
    ["multipart/form-data", "no boundary"],
    ["application/json", '{"email": "a@b.be"}'],
    ["text/plain", "\u0000\u0001\u0002"],
    ["application/x-www-form-urlencoded", "a=".concat("z".repeat(3_000_000))],
  ];
  for (const [type, body] of raw) {
    const answer = await send(server.port, { method: "POST", path: PAGES[0]!, headers: { "Content-Type": type }, body });
    posts += 1;
    if (answer.status >= 500) failures.push(`${answer.status} POST ${PAGES[0]} (${type})`);
  }
  expect(failures).toEqual([]);
  expect(posts).toBeGreaterThan(150);
  // The valid posts and the harmless variants went all the way: stored, with their e-mails.
  expect(stored.size).toBeGreaterThan(20);
  const db = createDatabase(`file:${server.folder}/site.db`);
  try {
    const { leads } = await db
      .selectFrom("lead")
      .select((eb) => eb.fn.countAll<number>().as("leads"))
      .executeTakeFirstOrThrow();
    const dropped = server
      .logLines(from)
      .filter((line) => line.msg === "form post dropped as spam")
      .map((line) => `${line.form}:${line.reason}`);
    expect(Number(leads), dropped.join(", ")).toBeGreaterThanOrEqual(stored.size);
  } finally {
    await closeDatabase(db);
  }
  expect(server.problems(from)).toEqual([]);
});

test("a form sent back with mistakes keeps the token it was rendered with (the minimum fill time does not start again)", async () => {
  const page = await send(server.port, { path: "/fr/contact/" });
  const [form] = formsOf(page.body, "/fr/contact/");
  const token = form!.fields.find((field) => field.name === "formToken")!.value;
  expect(token).not.toBe("");
  const answer = await send(server.port, {
    method: "POST",
    path: form!.action,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ formToken: token, firstName: "Anne" }).toString(),
  });
  expect(answer.status).toBe(400);
  const [again] = formsOf(answer.body, "/fr/contact/");
  expect(again!.fields.find((field) => field.name === "formToken")!.value).toBe(token);
});
