import { useTranslation } from "~/components/translation";
import type { TestimonialsModuleView } from "~/site/modules.server";
import { BEST_RATING } from "~/testimonials/testimonial";

/** A rating as stars for the eye, in words for assistive technology (unless the words are beside it: `hidden`). */
function Stars({ rating, hidden = false }: { rating: number; hidden?: boolean }) {
  const { t } = useTranslation();
  const label = t("testimonialsModule.rating", { rating, best: BEST_RATING });
  return (
    <span className="stars" {...(hidden ? { "aria-hidden": true } : { role: "img", "aria-label": label })}>
      {"★".repeat(rating)}
      {"☆".repeat(BEST_RATING - rating)}
    </span>
  );
}

/**
 * What past clients say (ADR 047): the average of every approved testimonial, the latest few each
 * in the language it was written in (its `lang`, and a note when it is not the page's), and the
 * form to write one. Without any yet, it says so and invites the first.
 */
export function TestimonialsModule({ module }: { module: TestimonialsModuleView }) {
  const { t, lang } = useTranslation();
  return (
    <section className="module-testimonials" aria-labelledby={module.title ? "testimonials-title" : undefined}>
      {module.title ? <h2 id="testimonials-title">{module.title}</h2> : null}
      {module.summary ? (
        <p className="testimonials-summary">
          <Stars rating={Math.floor(module.summary.average)} hidden />{" "}
          {t("testimonialsModule.average", { average: module.summary.averageText, best: BEST_RATING, count: module.summary.count })}
        </p>
      ) : (
        <p className="no-results">{t("testimonialsModule.none")}</p>
      )}
      {module.testimonials.length > 0 ? (
        <ul className="card-grid testimonials" style={{ "--per-row": module.perRow } as React.CSSProperties}>
          {module.testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="testimonial">
                <Stars rating={testimonial.rating} />
                <blockquote lang={testimonial.language === lang ? undefined : testimonial.language}>
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption>
                  {t("testimonialsModule.author", { name: testimonial.name, town: testimonial.town })}
                  {testimonial.language === lang ? null : (
                    <span className="testimonial-language"> {t(`testimonialsModule.writtenIn.${testimonial.language}`)}</span>
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a href={module.formHref}>{t("testimonialsModule.share")}</a>
      </p>
    </section>
  );
}
