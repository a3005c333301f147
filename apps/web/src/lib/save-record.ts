import { apiRequest, type ResponseParser } from './api-client';

/** A form's record to save: a new one when `id` is null. */
export type RecordToSave<Input> = { id: number | null; input: Input };

/** Where a record is created and where it is changed. */
export type RecordPaths<T> = {
  create: string;
  update: (id: number) => string;
  /** How a change is sent: the whole record (PUT, the default), or its fields (PATCH). */
  updateMethod?: 'PUT' | 'PATCH';
  schema: ResponseParser<T>;
};

/** POST to `create` when the record is new, else its update call; answers the saved record. */
export function saveRecord<Input, T>(
  { id, input }: RecordToSave<Input>,
  { create, update, updateMethod = 'PUT', schema }: RecordPaths<T>,
): Promise<T> {
  return apiRequest(id === null ? create : update(id), {
    method: id === null ? 'POST' : updateMethod,
    body: input,
    schema,
  });
}
