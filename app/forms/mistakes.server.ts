/**
 * How every form's action answers a post with mistakes (the form kit's pages, the owner's forms):
 * the submission's reply, with its status (400, 429, 503…), the form shown again with the
 * visitor's input. The request is marked on its context, so that the root loader, which runs after
 * the action in the same request, has the page's title start with "Error: " (GOV.UK's pattern;
 * app/routing/page-meta.ts). With JavaScript the kit does the same in the browser.
 */
import { data } from "@remix-run/node";
import type { AppContext } from "~/context.server";

export function withMistakes<Reply>(context: AppContext, reply: Reply, init: { status: number; headers: HeadersInit }) {
  context.formShowsMistakes = true;
  return data(reply, init);
}
