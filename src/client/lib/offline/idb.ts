// The browser's IndexedDB, promise-shaped: one database, two stores. `outbox` holds the writes
// waiting for the network (decision 0097), `query-cache` the persisted query cache of each
// account (decision 0098). Tiny on purpose: a library for two stores is not worth its bytes.

const DB_NAME = 'remote-chalk';
const DB_VERSION = 1;
export const OUTBOX = 'outbox';
export const QUERY_CACHE = 'query-cache';
type StoreName = typeof OUTBOX | typeof QUERY_CACHE;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX))
        db.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains(QUERY_CACHE)) db.createObjectStore(QUERY_CACHE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

/** Runs one request in its own transaction and resolves when that transaction has committed. */
async function run<T>(store: StoreName, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = act(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const idbGet = <T>(store: StoreName, key: IDBValidKey) =>
  run<T | undefined>(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>);
export const idbGetAll = <T>(store: StoreName) =>
  run<T[]>(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
/** Stores `value` (under `key`, or its own key path); resolves with the key. */
export const idbPut = (store: StoreName, value: unknown, key?: IDBValidKey) =>
  run<IDBValidKey>(store, 'readwrite', (s) => s.put(value, key));
export const idbDelete = (store: StoreName, key: IDBValidKey) =>
  run<undefined>(store, 'readwrite', (s) => s.delete(key));
