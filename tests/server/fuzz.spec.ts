/**
 * Fuzzed form posts (issue 7 §3, §9): every form the site renders, found in its HTML, posted with
 * missing fields, random and oversized values, repeated fields, wrong types, forged choices,
 * tampered tokens, unknown ids in the action path and bodies no browser sends. The server answers
 * each with a page (2xx, 3xx or 4xx), never a 5xx, and logs no error.
 */
import { expect, test } from "@playwright/test";
import { formsOf, type FoundForm } from "./forms-http";
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

function variants(form: FoundForm, next: () => number): string[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const encode = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
  const baseline = (): [string, string][] =>
    form.fields.map((field) => [field.name, field.type === "hidden" || field.type === "select" ? field.value : "Anne"]);
  const bodies: string[] = [encode([]), encode(baseline())];
  for (let i = 0; i < 24; i++) {
    const pairs = baseline()
      .filter(() => next() > 0.3)
      .map(([name, value]): [string, string] => [name, next() > 0.4 ? pick(NASTY) : value]);
    if (next() > 0.6) pairs.push(...pairs.slice(0, 2)); // the same field twice: an array where one value is expected
    if (next() > 0.8) pairs.push([pick(["unknown", "__proto__", "constructor", "intent"]), pick(NASTY)]);
    bodies.push(encode(pairs));
  }
  // Forged choices, every field oversized, the token tampered with.
  bodies.push(
    encode(baseline().map(([name, value]) => [name, form.fields.find((f) => f.name === name)?.type === "select" ? "forged" : value])),
  );
  bodies.push(encode(baseline().map(([name]) => [name, "y".repeat(100_000)])));
  bodies.push(encode(baseline().map(([name, value]) => [name, value.length > 20 ? `${value.slice(0, -3)}abc` : value])));
  return bodies;
}

test("every form answers fuzzed posts with a page, never a 5xx, and logs no error", async () => {
  test.setTimeout(120_000);
  const next = random(20261123);
  const from = server.output.length;
  const failures: string[] = [];
  let posts = 0;
  for (const pagePath of PAGES) {
    const page = await send(server.port, { path: pagePath });
    expect(page.status, pagePath).toBe(200);
    const forms = formsOf(page.body, pagePath);
    expect(forms.length, `forms on ${pagePath}`).toBeGreaterThan(0);
    for (const form of forms) {
      // Unknown or malformed ids in the action path as well as the form's own.
      const actions = [form.action, form.action.replace(/\/\d{5,}\//, "/9999999/"), form.action.replace(/\/\d{5,}\//, "/abc/")];
      for (const action of new Set(actions)) {
        for (const body of variants(form, next)) {
          const answer = await send(server.port, {
            method: "POST",
            path: action,
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body,
          });
          posts += 1;
          if (answer.status >= 500) failures.push(`${answer.status} POST ${action} ${body.slice(0, 200)}`);
        }
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
  expect(posts).toBeGreaterThan(300);
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
