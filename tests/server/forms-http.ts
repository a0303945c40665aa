/**
 * Forms as a bot or a browser without JavaScript sees them: read from a page's HTML, filled by
 * field name, posted. Used by the fuzz, outbox and form tests and by bench/forms.ts.
 */
import { CONSENT_ACTION_PATH } from "../../app/consent/consent-form";
import { send, type Answer } from "./harness";

export type Field = { name: string; type: string; value: string; options: string[] };
export type FoundForm = { action: string; fields: Field[] };

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&") ?? null;

/**
 * The POST forms of a page and their fields, read from the HTML as a bot would; the cookie dialog's
 * form (on every page until a choice is made) is left out: tests/server/consent.spec.ts posts it.
 */
export function formsOf(html: string, pagePath: string): FoundForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter((match) => /method="post"/i.test(match[1]!))
    .map((match) => {
      const body = match[2]!;
      const fields: Field[] = [];
      for (const input of body.matchAll(/<input\b[^>]*>/g)) {
        const name = attribute(input[0], "name");
        if (name)
          fields.push({ name, type: attribute(input[0], "type") ?? "text", value: attribute(input[0], "value") ?? "", options: [] });
      }
      for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
        const name = attribute(select[1]!, "name");
        const options = [...select[2]!.matchAll(/<option\b[^>]*value="([^"]*)"/g)].map((option) => option[1]!);
        if (name) fields.push({ name, type: "select", value: options[1] ?? "", options });
      }
      for (const textarea of body.matchAll(/<textarea\b([^>]*)>/g)) {
        const name = attribute(textarea[1]!, "name");
        if (name) fields.push({ name, type: "textarea", value: "", options: [] });
      }
      return { action: attribute(match[1]!, "action") ?? pagePath, fields };
    })
    .filter((form) => form.action !== CONSENT_ACTION_PATH);
}

/** Values a visitor would type, by field name; the e-mail is given per post. */
export const VISITOR: Record<string, string> = {
  title: "ms",
  firstName: "Anne",
  lastName: "Dupont",
  phone: "0470123456",
  remark: "Bonjour, je souhaite plus d'informations.",
};

/**
 * Loads `pagePath`, takes its POST form whose action contains `actionPart` (its first one when
 * none is given), fills it like a visitor (hidden fields as rendered, the honeypot left empty)
 * and posts it. Returns the answer and the form token that was sent.
 */
export async function submitForm(
  port: number,
  pagePath: string,
  values: Record<string, string>,
  actionPart?: string,
): Promise<{ answer: Answer; body: string; action: string }> {
  const page = await send(port, { path: pagePath });
  if (page.status !== 200) throw new Error(`GET ${pagePath} answered ${page.status}`);
  const forms = formsOf(page.body, pagePath);
  const form = actionPart ? forms.find((candidate) => candidate.action.includes(actionPart)) : forms[0];
  if (!form) throw new Error(`no POST form${actionPart ? ` posting to …${actionPart}…` : ""} on ${pagePath}`);
  const pairs: [string, string][] = [];
  for (const field of form.fields) {
    if (field.name in values) {
      if (!pairs.some(([name]) => name === field.name)) pairs.push([field.name, values[field.name]!]);
    } else if (field.type === "hidden") {
      pairs.push([field.name, field.value]);
    }
  }
  const body = new URLSearchParams(pairs).toString();
  const answer = await send(port, {
    method: "POST",
    path: form.action,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return { answer, body, action: form.action };
}
