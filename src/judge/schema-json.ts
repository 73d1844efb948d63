// The JSON Schema a provider needs for a forced tool or a structured response, from the zod schema.
import { z } from 'zod';
import { perObject } from '../util/memo.js';

// Built once per schema: every judge call sends the same one, and the conversion walks the schema.
export const toolJsonSchema = perObject((schema: z.ZodType): Record<string, unknown> => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
});

/** A short, readable validation error for the retry message and the judge-error record. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
    .join('; ');
}
