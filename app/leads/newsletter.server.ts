/**
 * Sending a newsletter: one e-mail per confirmed subscriber (double opt-in done, not unsubscribed)
 * of a language, queued in the outbox in one transaction, each with its own one-click unsubscribe
 * link in the text and as List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058).
 */
import type { AppContext } from "~/context.server";
import type { Language } from "~/i18n/languages";
import { enqueueEmails } from "~/mail/outbox.server";
import type { OutgoingEmail } from "~/mail/transport.server";
import { mailAddresses, translatorFor } from "./emails.server";
import { subscriptionUrl } from "./subscriptions.server";

export type Newsletter = { language: Language; subject: string; text: string };

/** Queues the newsletter for every confirmed subscriber of its language; returns how many. */
export async function queueNewsletter(
  context: Pick<AppContext, "db" | "env" | "site">,
  newsletter: Newsletter,
  origin: string,
): Promise<number> {
  const t = await translatorFor(newsletter.language);
  const { from, agency } = mailAddresses(context);
  return context.db.transaction().execute(async (trx) => {
    const subscribers = await trx
      .selectFrom("subscriber")
      .select(["id", "email"])
      .where("language", "=", newsletter.language)
      .where("confirmed_at", "is not", null)
      .where("unsubscribed_at", "is", null)
      .orderBy("id")
      .execute();
    const emails: OutgoingEmail[] = subscribers.map((subscriber) => {
      const unsubscribe = subscriptionUrl(origin, "unsubscribe", subscriber.id, newsletter.language, context.env.SESSION_SECRET);
      return {
        kind: "newsletter",
        from,
        to: subscriber.email,
        replyTo: agency,
        subject: newsletter.subject,
        text: [newsletter.text.trimEnd(), "", "--", context.site.config.name, t("mail.unsubscribe", { url: unsubscribe })].join("\n"),
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    });
    for (let i = 0; i < emails.length; i += 500) await enqueueEmails(trx, null, emails.slice(i, i + 500));
    return emails.length;
  });
}
