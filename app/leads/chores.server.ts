/**
 * What the outbox worker does besides sending (app/mail/outbox.server.ts `chores`): announce new
 * listings to the demands they match after each catalogue import (looked for every
 * ALERTS_CHECK_SECONDS), and delete personal data past its retention once an hour. Each instance
 * runs them; both are safe to run concurrently.
 */
import { deleteOldConsentRecords } from "~/consent/consent.server";
import type { AppContext } from "~/context.server";
import { announceNewListings } from "./demand-alerts.server";
import { deleteExpiredPersonalData } from "./retention.server";

const RETENTION_EVERY_MS = 60 * 60_000;

type ChoreContext = Pick<AppContext, "db" | "env" | "site" | "logger" | "catalogue">;

/** `origin` makes the e-mails' links absolute: PUBLIC_URL, or this server's local address. */
export function leadChores(context: ChoreContext, origin: string, clock: () => number = Date.now): () => Promise<void> {
  let retentionAt = Number.NEGATIVE_INFINITY;
  let alertsAt = Number.NEGATIVE_INFINITY;
  let announcedVersion: number | null = null;
  return async () => {
    const now = clock();
    if (now - alertsAt >= context.env.ALERTS_CHECK_SECONDS * 1000) {
      alertsAt = now;
      const catalogue = await context.catalogue.get();
      if (catalogue.version !== announcedVersion) {
        const queued = await announceNewListings(context, catalogue, origin, new Date(now));
        const imported = announcedVersion !== null;
        announcedVersion = catalogue.version;
        // Once per import, alerts or none (and at start-up only when there were some).
        if (queued > 0 || imported) context.logger.info({ queued, version: catalogue.version }, "demand alerts queued");
      }
    }
    if (now - retentionAt >= RETENTION_EVERY_MS) {
      retentionAt = now;
      const deleted = await deleteExpiredPersonalData(context.db, context.env.LEAD_RETENTION_MONTHS, new Date(now));
      if (deleted > 0)
        context.logger.info({ deleted, months: context.env.LEAD_RETENTION_MONTHS }, "personal data past its retention deleted");
      const consents = await deleteOldConsentRecords(context.db, new Date(now));
      if (consents > 0) context.logger.info({ deleted: consents }, "proofs of consent past their retention deleted");
    }
  };
}
