/**
 * The browser's validation attributes of each form (required, maxLength, pattern, multiple),
 * worked out from its schema once, on the server (ADR 025): what `formSetup` gives a form's loader.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { CONSTRAINT_SCHEMAS } from "./schemas";
import type { FormConstraint, KitFormId } from "./setup";

/**
 * conform's attributes of a schema, with each text's maximum length: conform 1.21 reads lengths
 * from zod's internal `bag`, which zod 4.6 no longer fills, so its `maxLength` went missing (a
 * remark said nowhere that it stops at 2000 characters). zod's own JSON Schema states them.
 */
export function schemaConstraint(schema: z.ZodType): FormConstraint {
  const { properties = {} } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return Object.fromEntries(
    Object.entries(getZodConstraint(schema)).map(([name, field]) => {
      const property = properties[name];
      const maxLength = typeof property === "object" ? property.maxLength : undefined;
      return [name, maxLength === undefined ? field : { ...field, maxLength }];
    }),
  );
}

const constraints = new Map<KitFormId, FormConstraint>();

/** Form `form`'s attributes. */
export function formConstraint(form: KitFormId): FormConstraint {
  let constraint = constraints.get(form);
  if (!constraint) {
    constraint = schemaConstraint(CONSTRAINT_SCHEMAS[form]());
    constraints.set(form, constraint);
  }
  return constraint;
}
