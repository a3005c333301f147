import type { ResponseParser } from '../api-client';

type ShapeType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/**
 * What an answer of the API looks like: the part of a JSON Schema (draft 2020-12) that a
 * contract schema's `z.toJSONSchema` writes and this file checks. Patterns and string formats are
 * left to the server, which checked them before it answered; the page relies on the shape.
 */
export type Shape = {
  type?: ShapeType | ShapeType[];
  properties?: Record<string, Shape>;
  required?: string[];
  /** A record's values (`z.record`): the fields `properties` does not name. */
  additionalProperties?: Shape;
  /** A record's keys. */
  propertyNames?: Shape;
  items?: Shape;
  anyOf?: Shape[];
  /** Exactly one form fits: a discriminated union's (`z.discriminatedUnion`). */
  oneOf?: Shape[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/** Keywords a shape keeps as they are. */
const KEPT = new Set<string>([
  'type',
  'required',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

type Schema = Record<string, unknown>;

/** Keywords that hold schemas, each turned into the shapes of what it holds. */
const NESTED: Record<string, (value: unknown, at: string) => unknown> = {
  properties: (value, at) =>
    Object.fromEntries(
      Object.entries(value as Record<string, Schema>).map(([key, property]) => [
        key,
        toShape(property, `${at}.${key}`),
      ]),
    ),
  items: (value, at) => toShape(value as Schema, `${at}[]`),
  anyOf: (value, at) =>
    (value as Schema[]).map((option, index) => toShape(option, `${at}|${index}`)),
  oneOf: (value, at) =>
    (value as Schema[]).map((option, index) => toShape(option, `${at}|${index}`)),
  // An object's `additionalProperties: false` is left out: an answer may carry fields this build
  // does not know (zod strips them). A record's is the shape of its values.
  additionalProperties: (value, at) =>
    typeof value === 'object' && value !== null ? toShape(value as Schema, `${at}{}`) : undefined,
  propertyNames: (value, at) => toShape(value as Schema, `${at}{key}`),
};

/** Keywords a shape drops: notes, and what the server enforces on the text itself. */
const DROPPED = new Set<string>([
  '$schema',
  'title',
  'description',
  'examples',
  'default',
  'format',
  'pattern',
  'contentEncoding',
]);

/**
 * The shape of a JSON Schema written by `z.toJSONSchema`. Throws on a keyword it cannot check
 * (a `$ref`, an `allOf`, …) so that the build fails instead of a check silently passing.
 */
export function toShape(schema: Schema, at = '#'): Shape {
  const shape: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    const nested = Object.hasOwn(NESTED, keyword) ? NESTED[keyword] : undefined;
    const kept = nested ? nested(value, at) : KEPT.has(keyword) ? value : undefined;
    if (kept !== undefined) {
      shape[keyword] = kept;
    } else if (!nested && !DROPPED.has(keyword)) {
      throw new Error(`${at}: the answer check cannot check "${keyword}"`);
    }
  }
  return shape as Shape;
}

function typeOf(value: unknown): ShapeType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'object':
      return 'object';
    default:
      return 'other';
  }
}

function isType(value: unknown, type: ShapeType): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function boundsProblem(shape: Shape, value: unknown): string | null {
  if (typeof value === 'number') {
    if (shape.minimum !== undefined && value < shape.minimum) return `below ${shape.minimum}`;
    if (shape.maximum !== undefined && value > shape.maximum) return `above ${shape.maximum}`;
    if (shape.exclusiveMinimum !== undefined && value <= shape.exclusiveMinimum) {
      return `not above ${shape.exclusiveMinimum}`;
    }
    if (shape.exclusiveMaximum !== undefined && value >= shape.exclusiveMaximum) {
      return `not below ${shape.exclusiveMaximum}`;
    }
  }
  const length = typeof value === 'string' || Array.isArray(value) ? value.length : null;
  if (length !== null) {
    const min = typeof value === 'string' ? shape.minLength : shape.minItems;
    const max = typeof value === 'string' ? shape.maxLength : shape.maxItems;
    if (min !== undefined && length < min) return `shorter than ${min}`;
    if (max !== undefined && length > max) return `longer than ${max}`;
  }
  return null;
}

/** A field no property names: a record's entry, checked by key and value; else let through. */
function recordEntryProblem(shape: Shape, key: string, value: unknown, at: string): string | null {
  return (
    (shape.propertyNames && shapeProblem(shape.propertyNames, key, `${at} key "${key}"`)) ||
    (shape.additionalProperties &&
      shapeProblem(shape.additionalProperties, value, `${at}.${key}`)) ||
    null
  );
}

/** Where and how `value` differs from `shape`, or null when it fits. */
export function shapeProblem(shape: Shape, value: unknown, at = 'answer'): string | null {
  if (shape.anyOf && !shape.anyOf.some((option) => shapeProblem(option, value, at) === null)) {
    return `${at} fits none of its ${shape.anyOf.length} forms`;
  }
  if (shape.oneOf) {
    const fitting = shape.oneOf.filter((option) => shapeProblem(option, value, at) === null);
    if (fitting.length !== 1) {
      return `${at} fits ${fitting.length} of its ${shape.oneOf.length} forms, not one`;
    }
  }
  if (shape.type !== undefined) {
    const types = Array.isArray(shape.type) ? shape.type : [shape.type];
    if (!types.some((type) => isType(value, type))) {
      return `${at} is ${typeOf(value)}, not ${types.join(' or ')}`;
    }
  }
  if ('const' in shape && value !== shape.const) {
    return `${at} is not ${JSON.stringify(shape.const)}`;
  }
  if (shape.enum && !shape.enum.includes(value)) {
    return `${at} is not one of ${shape.enum.map((option) => JSON.stringify(option)).join(', ')}`;
  }
  const outOfBounds = boundsProblem(shape, value);
  if (outOfBounds) {
    return `${at} is ${outOfBounds}`;
  }
  if (Array.isArray(value) && shape.items) {
    for (const [index, item] of value.entries()) {
      const problem = shapeProblem(shape.items, item, `${at}[${index}]`);
      if (problem) return problem;
    }
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of shape.required ?? []) {
      if (!(key in record)) return `${at}.${key} is missing`;
    }
    for (const [key, field] of Object.entries(record)) {
      const property = shape.properties?.[key];
      const problem =
        field === undefined
          ? null
          : property
            ? shapeProblem(property, field, `${at}.${key}`)
            : recordEntryProblem(shape, key, field, at);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * An answer's check without zod: the contract schema's shape, turned into JSON Schema when the
 * app is built (`vite-plugins/answer-shapes.ts`). Pages that open from a link use it, so zod and the
 * contract's schemas (the longest task of their first load on a phone) stay out of it.
 */
export function shapeParser<T>(name: string, shape: Shape): ResponseParser<T> {
  return {
    parse(data: unknown): T {
      const problem = shapeProblem(shape, data);
      if (problem) {
        throw new TypeError(`${name}: ${problem}`);
      }
      return data as T;
    },
  };
}
