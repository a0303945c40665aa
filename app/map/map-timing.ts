/**
 * Spec §9: the page posts the map frame's message this long after the frame has loaded (ADR 041).
 * Apart from the messages' schemas (app/map/map-message.ts), which bring zod: the page loads those
 * only when the visitor asks for the map.
 */
export const MAP_MESSAGE_DELAY_MS = 50;
