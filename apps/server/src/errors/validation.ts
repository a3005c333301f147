import { messages } from '@foleni/contract';
import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

/**
 * Parses input that no route schema could check (the text fields of a multipart upload) and
 * refuses it exactly as a route schema would: one problem said plainly, several summed up, each
 * listed under its field.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  const all = Object.values(fields).flat();
  throw AppError.badRequest(all.length === 1 ? (all[0] as string) : messages.api.checkInput, {
    fields,
  });
}
