import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { CONSENT_FIELDS, withoutReset } from "~/consent/consent-form";
import { choiceOfForm, consentFormSchema } from "~/consent/consent-form.server";
import { saveConsent } from "~/consent/consent.server";
import { readFormBody } from "~/http/form-body.server";
import { getLanguage } from "~/i18n/i18n.server";
import { sameSitePath } from "~/routing/origin";
import { href } from "~/routing/route-table";

/** The address opened on its own (a link, a reload after the POST): the home page of the visitor's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return redirect(href("home", await getLanguage(request, context.i18n)), 303);
}

/**
 * The cookie dialog's POST (spec §4, GUIDE §6): the choice is recorded and kept in the consent
 * cookie, then the visitor returns to the page they chose on (303, same path and query) or, from a
 * fetcher, gets the choice back as data. A post that is not the dialog's changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  const submission = body ? parseWithZod(body, { schema: consentFormSchema }) : null;
  const returnTo = await returnPage(body?.get(CONSENT_FIELDS.returnTo), request, context);
  if (submission?.status !== "success") return redirect(returnTo, 303);
  const choice = choiceOfForm(submission.value);
  const headers = {
    "Set-Cookie": await saveConsent(context.db, context.env, choice, { logger: context.logger }),
    "Cache-Control": "no-store",
  };
  if (submission.value.respond === "data") return data({ choice }, { headers });
  return redirect(returnTo, { status: 303, headers });
}

/** The page the dialog was on, without `?setcookies` (that would clear the choice again); else the home page. */
async function returnPage(value: FormDataEntryValue | null | undefined, request: Request, context: ActionFunctionArgs["context"]) {
  const path = sameSitePath(value);
  if (path === null) return href("home", await getLanguage(request, context.i18n));
  return withoutReset(new URL(path, "http://this-site.invalid"));
}
