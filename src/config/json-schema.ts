// JSON Schema of the config, generated from the zod schema so editors can autocomplete and check
// .github/agent-chaos.yml. schema/agent-chaos.schema.json is this output, kept in sync by a test.
import { z } from 'zod';
import { configSchema } from './schema.js';

export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://agent-chaos.dev/schema/agent-chaos.schema.json',
    title: 'agent-chaos config (.github/agent-chaos.yml)',
  };
}

export const configJsonSchemaText = (): string => `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
