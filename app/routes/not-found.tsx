import { data } from "@remix-run/node";
import { pageMeta } from "~/routing/page-meta";
import { NotFound } from "~/components/not-found";

/** Every path that is no page: the 404 page, with status 404. */
export async function loader() {
  throw data(null, { status: 404 });
}

export const meta = pageMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
