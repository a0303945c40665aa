import { data } from "@remix-run/node";

// Being built (issue 3): answers 404 until then.
export async function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
