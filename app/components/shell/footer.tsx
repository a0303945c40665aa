import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import type { ShellData } from "~/site/shell";
import { BackToTop } from "./back-to-top";
import { FooterNewsletter } from "./footer-newsletter";

/** Configured footer columns (public ones only, widths per breakpoint), the newsletter sign-up, the copyright line and back-to-top. */
export function Footer({ shell }: { shell: ShellData }) {
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
      <div className="container footer-bottom">
        <p>{shell.footer.copyright}</p>
        <BackToTop />
      </div>
    </footer>
  );
}
