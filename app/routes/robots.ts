// Being built (issue 3): answers 404 until then.
export async function loader() {
  return new Response("Not found", { status: 404 });
}
