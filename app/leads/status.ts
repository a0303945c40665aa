/**
 * Where a visitor's request stands, as the agency records it (issue 8 §5): every lead is stored
 * "new"; the agency moves it on with `npm run lead:status` or a JSON file from its CRM, and the
 * owner portal shows it. Shared by the server and the browser (no server imports).
 */
export const LEAD_STATUSES = ["new", "in-progress", "confirmed", "closed"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The status a person or a CRM export wrote, whatever the case and separator ("In progress",
 * "in_progress", "IN-PROGRESS" all mean in-progress); null when it is none of them.
 */
export function parseLeadStatus(value: unknown): LeadStatus | null {
  if (typeof value !== "string") return null;
  const normalized = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-");
  return (LEAD_STATUSES as readonly string[]).includes(normalized) ? (normalized as LeadStatus) : null;
}
