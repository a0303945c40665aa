/**
 * What a visitor (or a robot) typed, safe on the agency's terminal (the commands that list leads
 * and testimonials): no control characters, so no escape sequences.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is taken out
export const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
