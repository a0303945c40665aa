/**
 * `/healthz`, what a load balancer asks before sending an instance visitors (ADR 029): 200
 * `{"status":"ok"}` while the database answers and pages still get rendered; 503 with the reason
 * otherwise, so that an instance that answers but renders nothing is taken out.
 */
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { RenderHealth } from "./render-slots.server";

export function healthCheck({
  database,
  renders,
  logger,
}: {
  /** A query that succeeds while the database answers. */
  database: () => Promise<unknown>;
  renders: () => RenderHealth;
  logger: Logger;
}): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const { stuck, running, waiting, sinceLastEndMs } = renders();
    if (stuck) {
      const seconds = Math.round(sinceLastEndMs / 1000);
      const reason = `no page render has ended for ${seconds} s while ${waiting} wait`;
      logger.warn({ running, waiting, sinceLastEndMs }, `health check failed: ${reason}`);
      res.status(503).json({ status: "unhealthy", reason, renders: { running, waiting, sinceLastEndSeconds: seconds } });
      return;
    }
    try {
      await database();
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  };
}
