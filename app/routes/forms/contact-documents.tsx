import { data } from "@remix-run/node";

/**
 * Placeholder: the page of the "contact-documents" form (route table: form-contact-documents). The form built on the kit
 * (app/components/forms/, app/forms/) replaces it; until then the page does not exist.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
