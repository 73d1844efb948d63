// Exactly what each effect does to a tool call (one implementation for every injector).
import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES, planCall, transformResult } from '../../src/chaos/effects.js';
import { seededRandom } from '../../src/util/random.js';

const rand = () => seededRandom(42);
const sample = {
  id: 'UA1234',
  airline: 'United',
  price: 189,
  nonstop: true,
  legs: ['SFO', 'JFK'],
  meta: { note: 'window seats left' },
};

describe('error effects', () => {
  it('fail the call with error_message, or a default per type; timeout carries its delay', () => {
    expect(
      planCall([{ effect_type: 'network_error', error_message: 'Connection reset by peer' }], rand()),
    ).toMatchObject({
      error: { effect: 'network_error', message: 'Connection reset by peer', delayMs: 0 },
      fired: ['network_error'],
    });
    expect(planCall([{ effect_type: 'validation_error' }], rand()).error?.message).toBe(
      DEFAULT_MESSAGES.validation_error,
    );
    expect(planCall([{ effect_type: 'timeout', delay: 1500 }], rand()).error).toEqual({
      effect: 'timeout',
      message: 'Tool call timed out',
      delayMs: 1500,
    });
  });

  it('fire with probability apply_rate, reproducibly from the seed', () => {
    const fires = (seed: number) =>
      Array.from(
        { length: 1000 },
        (_, i) =>
          !!planCall([{ effect_type: 'execution_error', apply_rate: 0.3 }], seededRandom(seed * 1000 + i)).error,
      );
    const a = fires(7);
    expect(fires(7)).toEqual(a);
    const rate = a.filter(Boolean).length / a.length;
    expect(rate).toBeGreaterThan(0.25);
    expect(rate).toBeLessThan(0.35);
    expect(planCall([{ effect_type: 'execution_error', apply_rate: 0 }], rand())).toEqual({
      transforms: [],
      fired: [],
    });
  });
});

describe('data effects', () => {
  it('truncate_fields cuts every string, nested ones and plain text results too', () => {
    expect(transformResult(sample, [{ effect_type: 'truncate_fields', max_length: 3 }], rand())).toEqual({
      id: 'UA1',
      airline: 'Uni',
      price: 189,
      nonstop: true,
      legs: ['SFO', 'JFK'],
      meta: { note: 'win' },
    });
    expect(
      transformResult('A long plain text answer', [{ effect_type: 'truncate_fields', max_length: 6 }], rand()),
    ).toBe('A long');
    expect(transformResult('0123456789abcdef', [{ effect_type: 'truncate_fields' }], rand())).toBe('0123456789');
  });

  it('remove_fields removes max(1, ceil(n x ratio)) top-level keys', () => {
    const keys = (r: unknown) => Object.keys(r as object).length;
    expect(keys(transformResult(sample, [{ effect_type: 'remove_fields', remove_ratio: 0.5 }], rand()))).toBe(6 - 3);
    expect(keys(transformResult(sample, [{ effect_type: 'remove_fields', remove_ratio: 0.01 }], rand()))).toBe(6 - 1);
    expect(keys(transformResult(sample, [{ effect_type: 'remove_fields', remove_ratio: 1 }], rand()))).toBe(0);
    const a = transformResult(sample, [{ effect_type: 'remove_fields' }], seededRandom(3));
    expect(transformResult(sample, [{ effect_type: 'remove_fields' }], seededRandom(3))).toEqual(a);
  });

  it('corrupt_values replaces max(1, ceil(n x ratio)) values with values of another type', () => {
    const out = transformResult(sample, [{ effect_type: 'corrupt_values', corrupt_ratio: 0.5 }], rand()) as Record<
      string,
      unknown
    >;
    const changed = Object.keys(sample).filter(
      (k) => JSON.stringify(out[k]) !== JSON.stringify((sample as Record<string, unknown>)[k]),
    );
    expect(changed).toHaveLength(3);
    for (const k of changed) {
      const before = (sample as Record<string, unknown>)[k];
      const after = out[k];
      const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
      expect(kind(after), k).not.toBe(kind(before));
    }
  });

  it('rewrites JSON text as JSON text', () => {
    const out = transformResult(JSON.stringify(sample), [{ effect_type: 'remove_fields', remove_ratio: 1 }], rand());
    expect(out).toBe('{}');
  });

  it('applies the effects of one call in order, and an error effect preempts data effects', () => {
    const plan = planCall(
      [
        { effect_type: 'truncate_fields', max_length: 2 },
        { effect_type: 'remove_fields', remove_ratio: 0.01 },
      ],
      rand(),
    );
    expect(plan.fired).toEqual(['truncate_fields', 'remove_fields']);
    expect(Object.keys(transformResult(sample, plan.transforms, rand()) as object)).toHaveLength(5);
    expect(planCall([{ effect_type: 'truncate_fields' }, { effect_type: 'timeout' }], rand())).toMatchObject({
      fired: ['timeout'],
      transforms: [],
    });
  });
});
