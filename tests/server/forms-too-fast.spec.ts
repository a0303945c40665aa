/**
 * Issue 20 §9, no request lost to the anti-robot rules (ADR 031), as a visitor meets it: on a
 * server whose minimum fill time (FORM_MIN_FILL_SECONDS=600) no person reaches, a visitor types the
 * contact form and sends it at once, with JavaScript (French) and without (Dutch). The page comes
 * back with everything typed and a message asking to check it and click the form's button; the
 * lead is stored held, with no e-mail queued. Sending again lands on the thank-you page, and the
 * lead's e-mails (the agency's copy, the visitor's confirmation) go out through the outbox.
 *
 * reCAPTCHA is configured and Google answers nothing: its script loads, and the token it was asked
 * for never comes. With JavaScript each submit waits for it no longer than the form's one wait, then
 * goes without a token, as without JavaScript; a mistake made during that wait is shown, and the
 * form's button is free again.
 */
import { expect, test, type BrowserContext } from "@playwright/test";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
import { TEXTS, waitForHydration } from "../e2e/site";
import { BASE_PORT, startServer, type TestServer } from "./harness";

test.describe.configure({ mode: "serial" });

let server: TestServer;
let db: Database;

test.beforeAll(async () => {
  server = await startServer({
    name: "forms-too-fast",
    port: BASE_PORT + 27,
    env: {
      SESSION_SECRET: "forms-too-fast-test-secret-".padEnd(48, "x"),
      FORM_MIN_FILL_SECONDS: "600",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_MINUTE: "0",
      MAIL_RETRY_SECONDS: "0.2",
      RECAPTCHA_SITE_KEY: "forms-too-fast-site-key",
      RECAPTCHA_SECRET: "forms-too-fast-secret",
    },
  });
  db = createDatabase(`file:${server.folder}/site.db`);
});

test.afterAll(async () => {
  if (db) await closeDatabase(db);
  await server?.stop();
});

const CASES = [
  {
    lang: "fr",
    javaScriptEnabled: true,
    path: "/fr/contact/",
    thanks: "/fr/merci/contact/",
    // Written out: the form's own button is named in it.
    message: "Votre message n'est pas encore envoyé\u00a0: vérifiez-le puis cliquez sur «\u00a0Envoyer mon message\u00a0».",
    email: "anne.js@example.be",
  },
  {
    lang: "nl",
    javaScriptEnabled: false,
    path: "/nl/contact/",
    thanks: "/nl/bedankt/contact/",
    message: "Uw bericht is nog niet verstuurd: kijk het na en klik dan op ‘Mijn bericht versturen’.",
    email: "anne.nojs@example.be",
  },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Google's script, as it is when Google does not answer: each token asked for never comes. */
async function silentGoogle(context: BrowserContext) {
  await context.route("https://www.google.com/recaptcha/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.grecaptcha = { ready(callback) { callback(); }, execute() { return new Promise(() => {}); } };",
    }),
  );
}

for (const { lang, javaScriptEnabled, path, thanks, message, email } of CASES) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript (${lang}): a form sent at once comes back as typed, asking to confirm; sent again, it is delivered`, async ({
    browser,
  }) => {
    const texts = TEXTS[lang].forms;
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
    await silentGoogle(context);
    const page = await context.newPage();
    try {
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator(".contact-module form");
      const field = (label: string) => form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

      // Typed as a person types, then Enter at once.
      await form.getByLabel(texts.titles.ms, { exact: true }).check();
      await field(texts.fields.firstName).pressSequentially("Anne");
      await field(texts.fields.lastName).pressSequentially("Dupont");
      await field(texts.fields.email).pressSequentially(email);
      await field(texts.fields.phone).pressSequentially("0477123456");
      await field(texts.fields.remark).pressSequentially("Rappelez-moi le matin");
      await field(texts.fields.phone).press("Enter");

      const summary = page.locator(".error-summary");
      await expect(summary).toContainText(message);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(form.getByLabel(texts.titles.ms, { exact: true })).toBeChecked();
      await expect(field(texts.fields.firstName)).toHaveValue("Anne");
      await expect(field(texts.fields.lastName)).toHaveValue("Dupont");
      await expect(field(texts.fields.email)).toHaveValue(email);
      await expect(field(texts.fields.phone)).toHaveValue("0477 12 34 56");
      await expect(field(texts.fields.remark)).toHaveValue("Rappelez-moi le matin");
      // Kept, held out of the agency's inbox: no e-mail queued.
      const held = await db.selectFrom("lead").select(["id", "held_at"]).where("email", "=", email).execute();
      expect(held).toHaveLength(1);
      expect(held[0]!.held_at).not.toBeNull();
      expect(await db.selectFrom("outbox").select("id").where("lead_id", "=", held[0]!.id).execute()).toEqual([]);

      // The visitor adds a word at the end of the remark and sends again with the form's button.
      await field(texts.fields.remark).press("ControlOrMeta+End");
      await field(texts.fields.remark).pressSequentially(", merci");
      await Promise.all([
        page.waitForURL((url) => url.pathname === thanks),
        form.getByRole("button", { name: texts.submit["site-contact"] }).click(),
      ]);
      const lead = await db.selectFrom("lead").select(["id", "held_at", "fields"]).where("email", "=", email).execute();
      expect(lead).toHaveLength(1);
      expect(lead[0]!.held_at).toBeNull();
      expect(JSON.parse(lead[0]!.fields)).toMatchObject({ remark: "Rappelez-moi le matin, merci" });
      // Its e-mails go out (here to .eml files: no SMTP_URL).
      await expect
        .poll(async () =>
          (await db.selectFrom("outbox").select(["kind", "sent_at"]).where("lead_id", "=", lead[0]!.id).orderBy("id").execute()).map(
            (row) => [row.kind, row.sent_at !== null],
          ),
        )
        .toEqual([
          ["lead-agency", true],
          ["lead-confirmation", true],
        ]);
      expect(server.problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("with JavaScript, a name erased while the submit waits for Google's token: the mistake is shown, the button is free again, and the corrected form goes", async ({
  browser,
}) => {
  const texts = TEXTS.fr.forms;
  const context = await browser.newContext({ baseURL: server.url });
  await silentGoogle(context);
  const page = await context.newPage();
  try {
    await page.goto("/fr/contact/");
    await waitForHydration(page);
    const form = page.locator(".contact-module form");
    const field = (label: string) => form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));
    const button = form.locator("button[type=submit]");
    await form.getByLabel(texts.titles.ms, { exact: true }).check();
    await field(texts.fields.firstName).pressSequentially("Anne");
    await field(texts.fields.lastName).pressSequentially("Dupont");
    await field(texts.fields.email).pressSequentially("anne.attend@example.be");
    await field(texts.fields.phone).pressSequentially("0477123456");
    await button.click();
    // The submit waits for the token (the button says it is sending); the visitor erases the name meanwhile.
    await expect(button).toHaveText(texts.sending);
    await expect(button).toBeDisabled();
    await field(texts.fields.lastName).press("ControlOrMeta+A");
    await field(texts.fields.lastName).press("Backspace");
    await expect(field(texts.fields.lastName)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".error-summary")).toBeVisible();
    await expect(button).toHaveText(texts.submit["site-contact"]);
    await expect(button).toBeEnabled();
    await field(texts.fields.lastName).pressSequentially("Dupont");
    await button.click();
    // Sent (after the wait, without a token): the server's answer to a form sent this fast.
    await expect(page.locator(".error-summary")).toContainText(CASES[0].message);
    expect(await db.selectFrom("lead").select("id").where("email", "=", "anne.attend@example.be").execute()).toHaveLength(1);
  } finally {
    await context.close();
  }
});
