import type { idParams } from '@foleni/contract';
import type { Operation } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Account, requireAccount } from '../modules/auth/auth.guard';
import { type OperationHandler, serve, type ZodApp } from './serve-operation';

type RequestOf<O extends Operation> = Parameters<OperationHandler<O>>[0];
type AnswerOf<O extends Operation> = ReturnType<OperationHandler<O>>;
/** An operation on the one record its path names by id. */
type OnRecord = Operation & { params: typeof idParams };

/** A record's list, detail and creation, for a signed-in caller who sees their own records. */
interface OwnRecordOperations {
  list: Operation;
  get: OnRecord;
  create: Operation;
}

/** What answers them: the module's service, which decides what the caller may see and make. */
interface OwnRecords<O extends OwnRecordOperations> {
  list(account: Account, query: RequestOf<O['list']>['query']): AnswerOf<O['list']>;
  detail(account: Account, id: number): AnswerOf<O['get']>;
  create(account: Account, input: RequestOf<O['create']>['body']): AnswerOf<O['create']>;
}

/** Serves the list, detail and creation of records that only signed-in callers work with. */
export function serveOwnRecords<O extends OwnRecordOperations>(
  app: ZodApp,
  records: OwnRecords<O>,
  operations: O,
): void;
// The signature above ties the service to the operations' own schemas; each route is served as
// `serve` serves any operation.
export function serveOwnRecords(
  app: ZodApp,
  records: OwnRecords<OwnRecordOperations>,
  operations: OwnRecordOperations,
): void {
  serve(app, operations.list, (request) => records.list(requireAccount(request), request.query));
  serve(app, operations.get, (request) => records.detail(requireAccount(request), idOf(request)));
  serve(app, operations.create, (request) => records.create(requireAccount(request), request.body));
}

/** A record of the network that anyone reads and its managers make, change, archive and restore. */
interface ArchivableRecordOperations {
  list: Operation;
  get: OnRecord;
  create: Operation;
  update: OnRecord;
  archive: OnRecord;
  restore: OnRecord;
}

/** What answers them: the module's service; a signed-in reader also learns what they may do. */
export interface ArchivableRecords<O extends ArchivableRecordOperations> {
  list(query: RequestOf<O['list']>['query'], account: Account | null): AnswerOf<O['list']>;
  detail(id: number, account: Account | null): AnswerOf<O['get']>;
  create(account: Account, input: RequestOf<O['create']>['body']): AnswerOf<O['create']>;
  update(
    account: Account,
    id: number,
    input: RequestOf<O['update']>['body'],
  ): AnswerOf<O['update']>;
  setStatus(
    account: Account,
    id: number,
    status: 'active' | 'archived',
  ): AnswerOf<O['archive']> & AnswerOf<O['restore']>;
}

/**
 * The routes of an archivable record, as a plugin given the record's service (`records`): a
 * module with more operations registers it and serves the rest itself.
 */
export function archivableRecordRoutes<O extends ArchivableRecordOperations>(
  operations: O,
): FastifyPluginAsyncZod<{ records: ArchivableRecords<O> }>;
export function archivableRecordRoutes(
  operations: ArchivableRecordOperations,
): FastifyPluginAsyncZod<{ records: ArchivableRecords<ArchivableRecordOperations> }> {
  return async (app, { records }) => {
    serve(app, operations.list, (request) => records.list(request.query, request.account));
    serve(app, operations.get, (request) => records.detail(idOf(request), request.account));
    serve(app, operations.create, (request) =>
      records.create(requireAccount(request), request.body),
    );
    serve(app, operations.update, (request) =>
      records.update(requireAccount(request), idOf(request), request.body),
    );
    serve(app, operations.archive, (request) =>
      records.setStatus(requireAccount(request), idOf(request), 'archived'),
    );
    serve(app, operations.restore, (request) =>
      records.setStatus(requireAccount(request), idOf(request), 'active'),
    );
  };
}

// The signatures above hold each operation on one record to `idParams`; the implementations see
// them as any operation.
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;
