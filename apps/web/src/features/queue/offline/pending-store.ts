import type { JoinQueueInput, QueueChangeInput } from '@foleni/contract';

/** A queue action as it is sent: a vehicle joins a line, or an entry changes. */
export type QueueActionRequest =
  | { kind: 'join'; input: Required<JoinQueueInput> }
  | { kind: 'change'; entry: number; change: QueueChangeInput };

/** An action the marshal made that the server has not answered yet, kept on the device. */
export type PendingAction = QueueActionRequest & {
  /** Its Idempotency-Key: the same on every try, so the server applies it once. */
  key: string;
  /** The account that made it: only that account sends it. */
  userId: number;
  station: number;
  route: number;
  plate: string;
  /** When the marshal made it (ms). */
  madeAt: number;
  /** Its place in the order of sending, given by IndexedDB. */
  seq?: number;
};

// IndexedDB rather than localStorage: it is there in the service worker too, and writes do not
// block the page.
const DATABASE = 'foleni-queue';
const STORE = 'pending';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export async function addPending(action: PendingAction): Promise<void> {
  await run('readwrite', (store) => store.add(action));
}

/** Every action not yet answered, in the order they were made. */
export function listPending(): Promise<PendingAction[]> {
  return run('readonly', (store) => store.getAll() as IDBRequest<PendingAction[]>);
}

export async function removePending(seq: number): Promise<void> {
  await run('readwrite', (store) => store.delete(seq));
}
