/**
 * Every migration, by name, in a static object (no file-system scanning, so it
 * works inside the Vite server bundle). Names sort in execution order; add new
 * ones at the end and never rename or edit one that has shipped.
 */
import type { Migration } from "kysely";
import * as m0001 from "./0001_catalogue";
import * as m0002 from "./0002_rate_limits";
import * as m0003 from "./0003_leads";
import * as m0004 from "./0004_owners";
import * as m0005 from "./0005_consent";
import * as m0006 from "./0006_listing_search";
import * as m0007 from "./0007_held_leads";
import * as m0008 from "./0008_testimonials";
import * as m0009 from "./0009_listing_changes";

export const migrations: Record<string, Migration> = {
  "0001_catalogue": { up: m0001.up, down: m0001.down },
  "0002_rate_limits": { up: m0002.up, down: m0002.down },
  "0003_leads": { up: m0003.up, down: m0003.down },
  "0004_owners": { up: m0004.up, down: m0004.down },
  "0005_consent": { up: m0005.up, down: m0005.down },
  "0006_listing_search": { up: m0006.up, down: m0006.down },
  "0007_held_leads": { up: m0007.up, down: m0007.down },
  "0008_testimonials": { up: m0008.up, down: m0008.down },
  "0009_listing_changes": { up: m0009.up, down: m0009.down },
};
