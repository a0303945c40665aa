/** schema.org data a page's trail gives search engines: its BreadcrumbList (the trail the page shows). */

export type Crumb = { name: string; url: string };

/** BreadcrumbList from the trail, home first, the page itself last; URLs absolute. */
export function breadcrumbListJsonLd(trail: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
