import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

// Compiled once per schema for the whole process: schemas are module constants shared by every
// app a test builds, and compiling is the expensive part.
const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * Answers are written by fast-json-stringify, compiled from the route's zod response schema
 * turned into JSON Schema (docs/decisions/0041-prepared-reads.md). Like the zod serializer it
 * replaces, it writes only the declared properties (a column added to a row never leaks into an
 * answer) and refuses an answer missing a required one; it is several times cheaper on a class
 * roster. A schema JSON Schema cannot express (a transform, a date) keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = toZod(route.schema);
  if (!schema) return zodSerializerCompiler(route as never);
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = compile(schema) ?? zodSerializerCompiler(route as never);
    compiled.set(schema, serialize);
  }
  return serialize;
};

function toZod(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | undefined)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

function compile(schema: z.ZodType): Serialize | undefined {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { $schema: _dialect, ...rest } = json;
  return fastJson(rest as never) as Serialize;
}
