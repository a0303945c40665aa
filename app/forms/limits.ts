/**
 * Upper bounds of the forms' free texts, in characters: the schemas check them (app/forms/schemas.ts),
 * the fields say them (maxlength), and the texts that name a bound read it from here.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  remark: 2000,
  testimonial: 2000,
  address: 200,
  city: 100,
  zones: 150,
  types: 20,
} as const;
