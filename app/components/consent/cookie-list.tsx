/**
 * The cookie policy's list (issue 9 §6): by category, every cookie the site can set, from the same
 * list the consent dialog shows (app/consent/cookie-list.server.ts), then the link that opens the
 * dialog to change or withdraw consent.
 */
import { useTranslation } from "~/components/translation";
import { CONSENT_CATEGORIES } from "~/consent/choice";
import type { CookieDuration, CookieEntry } from "~/consent/cookie-list.server";
import type { Language } from "~/i18n/languages";
import { CookieSettingsLink } from "./consent";

function durationText(duration: CookieDuration, lang: Language, session: string): string {
  if (duration === "session") return session;
  return new Intl.NumberFormat(lang, { style: "unit", unit: duration.unit, unitDisplay: "long" }).format(duration.count);
}

export function CookieList({ cookies, agency, lang }: { cookies: CookieEntry[]; agency: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <section className="article cookie-list" aria-labelledby="cookie-list-title">
      <CookieSettingsLink wrap="p" className="button">
        {t("consent.policy.settings")}
      </CookieSettingsLink>
      <h2 id="cookie-list-title">{t("consent.policy.heading")}</h2>
      <p>{t("consent.policy.intro")}</p>
      {CONSENT_CATEGORIES.map((category) => {
        const inCategory = cookies.filter((cookie) => cookie.category === category);
        const name = t(`consent.categories.${category}.name`);
        return (
          <section key={category} aria-labelledby={`cookies-${category}`}>
            <h3 id={`cookies-${category}`}>{name}</h3>
            <p>{t(`consent.categories.${category}.description`)}</p>
            {inCategory.length === 0 ? (
              <p>{t("consent.policy.none")}</p>
            ) : (
              // Scrolls sideways in its own focusable region on narrow screens, like the content's tables.
              <div className="table-region" role="region" aria-label={t("consent.policy.caption", { category: name })} tabIndex={0}>
                <table>
                  <caption>{t("consent.policy.caption", { category: name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("consent.policy.name")}</th>
                      <th scope="col">{t("consent.policy.provider")}</th>
                      <th scope="col">{t("consent.policy.purpose")}</th>
                      <th scope="col">{t("consent.policy.duration")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {inCategory.map((cookie) => (
                      <tr key={cookie.name}>
                        <th scope="row">
                          <code>{cookie.name}</code>
                        </th>
                        <td>{cookie.provider ?? agency}</td>
                        <td>{t(`consent.purposes.${cookie.purpose}`)}</td>
                        <td>{durationText(cookie.duration, lang, t("consent.policy.session"))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </section>
  );
}
