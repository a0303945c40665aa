import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import type { Language } from "~/i18n/languages";
import type { RootData } from "~/root";
import { href } from "~/routing/route-table";
import type { ShellData } from "~/site/shell";
import { CookieSettingsLink } from "../consent/consent";
import { BackToTop } from "./back-to-top";
import { FooterNewsletter } from "./footer-newsletter";

/** The legal pages every footer links, in the visitor's language, then the cookie settings (spec §2, issue 9). */
const LEGAL_PAGES = ["privacy", "cookie-policy", "disclaimer"] as const;

/**
 * Configured footer columns (public ones only, widths per breakpoint), the newsletter sign-up, the
 * legal links with "Cookie settings", the copyright line and back-to-top.
 */
export function Footer({ shell, lang }: { shell: ShellData; lang: Language }) {
  const { t } = useTranslation();
  const newsletter = useRouteLoaderData<RootData>("root")?.newsletter;
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        {shell.footer.columns.map((column, index) => (
          <section
            key={index}
            className="footer-column"
            aria-label={column.title ?? undefined}
            style={
              {
                "--w-xs": column.widths.xs,
                "--w-sm": column.widths.sm,
                "--w-md": column.widths.md,
                "--w-lg": column.widths.lg,
              } as React.CSSProperties
            }
          >
            {column.title ? <h2>{column.title}</h2> : null}
            {column.intro ? <p className="footer-intro">{column.intro}</p> : null}
            {column.html ? <div dangerouslySetInnerHTML={{ __html: column.html }} /> : null}
            {column.images.map((image) => (
              <img key={image.src} src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" />
            ))}
          </section>
        ))}
      </div>
      {newsletter ? (
        <div className="container">
          <FooterNewsletter {...newsletter} />
        </div>
      ) : null}
      <nav className="container footer-legal" aria-label={t("consent.legalLinks")}>
        <ul>
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <Link to={href(page, lang)}>{shell.pageTitles[page]}</Link>
            </li>
          ))}
          <CookieSettingsLink wrap="li">{t("shell.cookieSettings")}</CookieSettingsLink>
        </ul>
      </nav>
      <div className="container footer-bottom">
        <p>{shell.footer.copyright}</p>
        <BackToTop />
      </div>
    </footer>
  );
}
