import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { RootData } from "~/root";
import { errorTextKeys, TITLED_ERROR_STATUSES } from "./error-texts";
import { parseRouteId } from "./route-table";
import { seoMeta, type SeoInput } from "./seo";

export type ErrorTitles = Record<number | "generic", string>;

/** The tab titles of error pages in the page's language, made by the root loader for errorMeta. */
export function errorTitles(t: TFunction): ErrorTitles {
  const titles: ErrorTitles = { generic: t(errorTextKeys(500).title) };
  for (const status of TITLED_ERROR_STATUSES) titles[status] = status === 404 ? t("notFound.title") : t(errorTextKeys(status).title);
  return titles;
}

/** Title of an error page, by its status; error pages are never indexed. */
export function errorMeta(error: unknown, titles?: ErrorTitles): MetaDescriptor[] {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = titles?.[status] ?? titles?.generic;
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex" }];
}

/** The meta export of every page route: its loader returns `seo`, the root the rest. */
export const pageMeta: MetaFunction<unknown> = ({ data, matches, params, error }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (error || !root) return errorMeta(error ?? true, root?.errorTitles);
  const seo = (data as { seo?: SeoInput } | undefined)?.seo;
  if (!seo) return [];
  const leaf = matches[matches.length - 1];
  const route = leaf ? parseRouteId(leaf.id) : null;
  // A preview is never indexed; its canonical link names the published page.
  return seoMeta(root.preview ? { ...seo, noindex: true } : seo, {
    titlePrefix: root.titlePrefix,
    origin: root.origin,
    siteName: root.shell.siteName,
    lang: root.lang,
    languages: root.shell.languages,
    defaultLanguage: root.shell.defaultLanguage,
    page: route && route.lang !== "original" ? route.page : null,
    params,
  });
};
