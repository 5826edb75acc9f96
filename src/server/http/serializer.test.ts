import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' } as never) as (
    d: unknown,
  ) => string;

const student = z.object({ id: z.number(), name: z.string(), nickname: z.string().nullable() });

describe('response serializer', () => {
  it('writes only the declared properties: a column added to a row never reaches an answer', () => {
    const out = compile(z.array(student))([
      { id: 1, name: 'Ava', nickname: null, passwordHash: 'secret', loginCode: 'x' },
    ]);
    expect(JSON.parse(out)).toEqual([{ id: 1, name: 'Ava', nickname: null }]);
    expect(out).not.toContain('secret');
  });

  it('refuses an answer missing a required property', () => {
    expect(() => compile(student)({ id: 1, nickname: null })).toThrow(/name/);
  });

  it('keeps nested objects and arrays exact', () => {
    const schema = z.object({
      skills: z.array(z.object({ skillId: z.number(), skill: z.object({ name: z.string() }) })),
    });
    const data = { skills: [{ skillId: 2, points: 3, skill: { name: 'Focus', description: 'hidden' } }] };
    expect(JSON.parse(compile(schema)(data))).toEqual({ skills: [{ skillId: 2, skill: { name: 'Focus' } }] });
  });

  it('falls back to zod for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(JSON.parse(compile(schema)({ at }))).toEqual({ at: at.toISOString() });
  });

  it('compiles each schema once for the whole process', () => {
    const schema = z.object({ id: z.number() });
    expect(compile(schema)).toBe(compile(schema));
  });
});
