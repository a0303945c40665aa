/**
 * What a page reads from its map frame (app/map/map-message.ts has the rest of their messages).
 * A module of its own because the page imports it only dynamically, with the visitor's request for
 * the interactive map: a module the server's code also imports statically would share the server
 * build's one chunk with that dynamic import, which Rollup warns about and the build stops at (ADR 037).
 */
import { z } from "zod";
import { highlightMessageSchema } from "./map-message";

/** Frame → page: the frame listens now (the page posts its map message 50 ms after this and the frame's load event). */
const readyMessageSchema = z.strictObject({ type: z.literal("ready") });

export const pageMessageSchema = z.discriminatedUnion("type", [readyMessageSchema, highlightMessageSchema]);
