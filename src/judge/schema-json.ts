// The JSON Schema a provider needs for a forced tool or a structured response, from the zod schema.
import { z } from 'zod';

// Built once per schema: every judge call sends the same one, and the conversion walks the schema.
const built = new WeakMap<z.ZodType, Record<string, unknown>>();

export function toolJsonSchema(schema: z.ZodType): Record<string, unknown> {
  let json = built.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete json.$schema;
    built.set(schema, json);
  }
  return json;
}

/** A short, readable validation error for the retry message and the judge-error record. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
    .join('; ');
}
