/**
 * Testimonials: what past clients write about the agency (issue 23, spec §8), through the
 * testimonial form. Each is published only once the agency has approved it
 * (`npm run testimonial:approve -- ID`, ADR 047), and is shown in the language it was written in.
 */
import type { Language } from "~/i18n/languages";

/** The ratings a client may give, best first: the form's choices and the stored values. */
export const RATINGS = ["5", "4", "3", "2", "1"] as const;
export const BEST_RATING = 5;
export const WORST_RATING = 1;

/** An approved testimonial, as the site shows it. */
export type PublishedTestimonial = {
  id: number;
  /** The language it was written in: its text carries it (lang), whatever the page's language. */
  language: Language;
  name: string;
  town: string;
  rating: number;
  text: string;
  /** When the agency approved it (ISO). */
  publishedAt: string;
};

/** The average rating (one decimal) and how many testimonials give it; null without any. */
export function ratingSummary(testimonials: readonly Pick<PublishedTestimonial, "rating">[]): { average: number; count: number } | null {
  if (testimonials.length === 0) return null;
  const total = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0);
  return { average: Math.round((total / testimonials.length) * 10) / 10, count: testimonials.length };
}

/** The ratings of schema.org's Review and AggregateRating on this site's scale. */
const SCALE = { bestRating: BEST_RATING, worstRating: WORST_RATING };

/**
 * schema.org's AggregateRating of every published testimonial and a Review for each one shown
 * (structured data says only what the page shows): the members the agency's RealEstateAgent gains.
 */
export function reviewsJsonLd(
  shown: readonly PublishedTestimonial[],
  summary: { average: number; count: number },
): Record<string, unknown> {
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average, reviewCount: summary.count, ...SCALE },
    review: shown.map((testimonial) => ({
      "@type": "Review",
      author: { "@type": "Person", name: testimonial.name },
      reviewRating: { "@type": "Rating", ratingValue: testimonial.rating, ...SCALE },
      reviewBody: testimonial.text,
      inLanguage: testimonial.language,
      datePublished: testimonial.publishedAt.slice(0, 10),
    })),
  };
}
