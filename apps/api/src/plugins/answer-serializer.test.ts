import * as domain from '@vp/domain';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { answerSerializerCompiler, compileAnswer } from './answer-serializer.ts';

const answerSchemas = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, ZodType] =>
    /Answer$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
);

describe('answers serialised from their response schemas', () => {
  it('compiles every answer schema of the domain, except those only zod can write', () => {
    expect(answerSchemas.length).toBeGreaterThan(40);
    const zodOnly = answerSchemas
      .filter(([, schema]) => compileAnswer(schema) === null)
      .map(([name]) => name);
    // The summary's counts go through a preprocess (a value that is not a count becomes null): zod applies it.
    expect(zodOnly).toEqual(['summaryAnswer']);
  });

  it('writes what zod writes: extra fields dropped, nulls, awkward strings and numbers', () => {
    const schema = z.object({
      id: z.string(),
      name: z.string().nullable(),
      amount: z.number().nullable(),
      count: z.number().int(),
      flag: z.boolean(),
      kind: z.enum(['a', 'b']).nullable(),
      tags: z.array(z.object({ label: z.string() })),
      extra: z.record(z.string(), z.number()),
      maybe: z.string().optional(),
    });
    const fast = compileAnswer(schema);
    expect(fast).not.toBeNull();
    const strings = [
      '',
      'plain',
      'quote " and \\ backslash',
      'line\nbreak\u2028sep',
      'émoji 🦫',
      'lone \ud800 half',
      'x'.repeat(300),
    ];
    for (const text of strings) {
      const data = {
        id: text,
        name: text || null,
        amount: text.length % 2 ? 12_345.67 : null,
        count: text.length,
        flag: text.length > 5,
        kind: text ? 'a' : null,
        tags: [{ label: text, hidden: 'dropped' }],
        extra: { [text || 'k']: 1.5 },
        secret: 'never written',
        ...(text ? { maybe: text } : {}),
      };
      expect(fast?.(data)).toBe(JSON.stringify(schema.parse(data)));
    }
  });

  it('keeps zod for a schema that changes values on the way out', () => {
    const counts = z.object({
      n: z.preprocess((v) => (typeof v === 'number' ? v : null), z.number().nullable()),
    });
    expect(compileAnswer(counts)).toBeNull();
  });

  it('with the check on, a route whose answer the two would write differently fails instead of answering', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(answerSerializerCompiler({ check: true }));
    // fast-json-stringify would write the string '12' as the number 12; zod refuses it.
    app.get('/wrong', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: '12',
    }));
    app.get('/right', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: 12,
      x: 1,
    }));
    expect((await app.inject('/right')).body).toBe('{"n":12}');
    expect((await app.inject('/wrong')).statusCode).toBe(500);
    const unchecked = Fastify();
    unchecked.setValidatorCompiler(validatorCompiler);
    unchecked.setSerializerCompiler(answerSerializerCompiler({ check: false }));
    unchecked.get('/right', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: 12,
      x: 1,
    }));
    expect((await unchecked.inject('/right')).body).toBe('{"n":12}');
    await app.close();
    await unchecked.close();
  });
});
