import { problemOfIssue } from '@foleni/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldProblems } from './app-error';
import { summaryOf } from './error-handler';

/**
 * Refuses a NUL character anywhere in the input. PostgreSQL cannot store or even compare text
 * that holds one (it fails the whole query), SQLite can, and no name, search or password needs
 * one: refusing it for every input keeps both engines answering alike, with a 400.
 */
export function refuseNulCharacters(input: unknown, path = ''): void {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) {
      const field = path || 'non_field_errors';
      throw AppError.badRequest('api.nulInText', {
        fields: { [field]: [{ code: 'api.nulInText' }] },
      });
    }
    return;
  }
  if (typeof input !== 'object' || input === null) return;
  for (const [key, value] of Object.entries(input))
    refuseNulCharacters(value, path ? `${path}.${key}` : key);
}

/** A preValidation hook: the path, query and JSON body of every request, before its schema. */
export async function refuseNulInRequest(request: FastifyRequest): Promise<void> {
  refuseNulCharacters(request.params);
  refuseNulCharacters(request.query);
  refuseNulCharacters(request.body);
}

/**
 * Parses input that no route schema could check (the text fields of a multipart upload) and
 * refuses it exactly as a route schema would: one problem said plainly, several summed up, each
 * listed under its field.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  refuseNulCharacters(input);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), problemOfIssue(issue) ?? { code: 'api.checkInput' }];
  }
  throw AppError.badRequest(summaryOf(fields), { fields });
}
