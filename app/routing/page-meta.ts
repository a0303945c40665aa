import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { RootData } from "~/root";
import { isPreviewPath, parseRouteId } from "./route-table";
import { seoMeta, type SeoInput } from "./seo";

/** Title of an error page; error pages are never indexed. */
export function errorMeta(error: unknown, titles?: { notFound: string; generic: string }): MetaDescriptor[] {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? titles?.notFound : titles?.generic;
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex" }];
}

/** The meta export of every page route: its loader returns `seo`, the root the rest. */
export const pageMeta: MetaFunction<unknown> = ({ data, matches, params, error, location }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (error || !root) return errorMeta(error ?? true, root?.errorTitles);
  const seo = (data as { seo?: SeoInput } | undefined)?.seo;
  if (!seo) return [];
  const leaf = matches[matches.length - 1];
  const route = leaf ? parseRouteId(leaf.id) : null;
  // A preview is never indexed; its canonical link names the published page.
  const preview = isPreviewPath(location.pathname);
  return seoMeta(preview ? { ...seo, noindex: true } : seo, {
    origin: root.origin,
    siteName: root.shell.siteName,
    lang: root.lang,
    languages: root.shell.languages,
    defaultLanguage: root.shell.defaultLanguage,
    page: route && route.lang !== "original" ? route.page : null,
    params,
  });
};
