/**
 * Belgian phone numbers: how they are written (spec §5) and the one `tel:` link built from them.
 *
 * National numbers: 10 digits grouped 4-2-2-2 ("0477 12 34 56"), 9 digits 3-2-2-2 ("081 22 33 44").
 * Numbers written +32… or 0032… (an optional "(0)" trunk prefix allowed) are grouped the same way
 * after "+32", without the national 0: "+32 477 12 34 56", "+32 81 22 33 44" (ADR 014). Anything
 * else (another country, a length Belgium does not use) is left as written.
 */

/** Country calling code of Belgium. */
const BELGIUM_CALLING_CODE = "32";

const groupsOf = (digits: string) => (digits.length === 10 ? [4, 2, 2, 2] : digits.length === 9 ? [3, 2, 2, 2] : null);

function grouped(digits: string, sizes: number[]): string[] {
  let start = 0;
  return sizes.map((size) => digits.slice(start, (start += size)));
}

/** "+32 (0)81 22 33 44" → { international: true, digits: "3281223344" }; "081/22.33.44" → { international: false, digits: "081223344" }. */
function parse(phone: string): { international: boolean; digits: string } {
  const trimmed = phone.trim().replace(/\(0\)/g, "");
  const international = /^(\+|00)/.test(trimmed);
  const digits = trimmed.replace(/\D/g, "");
  return { international, digits: international && !trimmed.startsWith("+") ? digits.slice(2) : digits };
}

/** Spec §5 grouping of a Belgian number, national or international (+32 / 0032); others unchanged. */
export function formatPhone(phone: string): string {
  const { international, digits } = parse(phone);
  if (!international) {
    const sizes = groupsOf(digits);
    return sizes ? grouped(digits, sizes).join(" ") : phone;
  }
  if (!digits.startsWith(BELGIUM_CALLING_CODE)) return phone;
  const national = `0${digits.slice(BELGIUM_CALLING_CODE.length)}`;
  const sizes = groupsOf(national);
  if (!sizes) return phone;
  const [first = "", ...rest] = grouped(national, sizes);
  return [`+${BELGIUM_CALLING_CODE}`, first.slice(1), ...rest].join(" ");
}

/** The `tel:` link of a number: "081 22 33 44" → "tel:+3281223344"; international numbers keep their country code. */
export function telHref(phone: string): string {
  const { international, digits } = parse(phone);
  if (international) return `tel:+${digits}`;
  return digits.startsWith("0") ? `tel:+${BELGIUM_CALLING_CODE}${digits.slice(1)}` : `tel:${digits}`;
}
