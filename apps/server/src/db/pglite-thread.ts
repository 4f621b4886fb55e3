import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database (PGlite, PostgreSQL compiled to WebAssembly) runs synchronously on the
 * thread that calls it: on the event loop, every request (`/livez` included) waited behind the
 * queries in flight (performance audit §4). It now runs in a worker thread of its own
 * (pglite-worker.ts), and this proxy gives drizzle the part of PGlite's interface it uses
 * (drizzle-orm/pglite: query, transaction; the migrator goes through them too), plus dumpDataDir
 * for the test template. PGlite's own worker mode (`@electric-sql/pglite/worker`) is built on the
 * browser's Web Worker, navigator.locks and BroadcastChannel, which Node 20 does not provide.
 *
 * The thread holds one PGlite instance, i.e. one database session. PGlite runs a query only when
 * no transaction holds the instance, so a transaction's statements go to the worker tagged with
 * its id and run inside it, in the order they were sent, while other queries wait, as they did
 * on the main thread.
 */

/** What crosses to the worker when it starts. */
export interface WorkerOptions {
  dataDir?: string;
  /** A dump to start from (tests clone a migrated template); copied into the worker. */
  loadDataDir?: ArrayBuffer;
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types left as PostgreSQL's text (drizzle converts them itself); see rawTypesOf. */
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  /** Opens a transaction; its id is this request's id. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'auto' | 'gzip' | 'none' }
  | { id: number; op: 'close' };

/** An error as it crosses the thread: its message and the database's fields (code, constraint...). */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** id 0 answers the start: PGlite is open (or failed to open). */
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

export type QueryResult = Pick<Results, 'rows' | 'affectedRows' | 'fields'>;

/** The connection failure class of SQLSTATE: a query the worker can no longer run answers 503, not 500. */
const WORKER_GONE_STATE = '08006';

function reviveError(error: SerializedError): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  return Object.assign(revived, error.fields);
}

/**
 * Parsers are functions and cannot cross to the worker. drizzle passes only identity parsers (it
 * reads timestamps, dates and intervals as text and converts them itself), so the worker is told
 * which types to leave as text. Checked once per options object (drizzle keeps one per statement).
 */
const rawTypesByOptions = new WeakMap<QueryOptions, number[]>();
function rawTypesOf(options: QueryOptions | undefined): number[] {
  if (!options?.parsers) return [];
  let types = rawTypesByOptions.get(options);
  if (!types) {
    const parsers = options.parsers;
    types = Object.keys(parsers).map(Number);
    for (const type of types) {
      const probe = '2026-01-01 00:00:00+00';
      if (parsers[type]?.(probe) !== probe) {
        throw new Error(`The embedded database's thread takes only text parsers (type ${type} has another)`);
      }
    }
    if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
      throw new Error("The embedded database's thread takes only rowMode and text parsers as query options");
    }
    rawTypesByOptions.set(options, types);
  }
  return types;
}

type Pending = { resolve(result: unknown): void; reject(error: Error): void };

/** What a transaction's callback gets: PGlite's Transaction, as far as drizzle uses it. */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult & { rows: T[] }>;
  exec(sql: string): Promise<QueryResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * tsx's ESM API, to compile the worker's TypeScript in its thread. Found through tsx's package.json
 * (its `import` export), since vitest's module runner has no import.meta.resolve.
 */
function tsxEsmApi(): string {
  const exports = createRequire(import.meta.url)('tsx/package.json').exports as Record<
    string,
    { import: { default: string } }
  >;
  const entry = exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  const root = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  return pathToFileURL(path.join(root, entry)).href;
}

function startWorker(options: WorkerOptions): Worker {
  const workerData = options;
  const transferList = options.loadDataDir ? [options.loadDataDir] : [];
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // From source (tests, `npm run dev`): the worker is TypeScript too, compiled by tsx in its thread.
    const entry = new URL('./pglite-worker.ts', here).href;
    const tsx = tsxEsmApi();
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { eval: true, workerData, transferList });
  }
  // The production bundle: dist/main.js starts dist/pglite-worker.js (build.mjs builds both).
  return new Worker(new URL('./pglite-worker.js', here), { workerData, transferList });
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Set once the worker is gone: every request then fails at once. */
  #gone: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The embedded database's thread exited (code ${code})`)));
  }

  /** Starts the worker and opens PGlite in it; rejects with PGlite's error if it cannot open. */
  static async open(options: WorkerOptions): Promise<PGliteThread> {
    const thread = new PGliteThread(startWorker(options));
    try {
      await new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    // Idle, the worker does not keep the process alive; a request in flight does (see #request).
    thread.#worker.unref();
    return thread;
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(reviveError(reply.error));
  }

  #fail(cause: Error): void {
    if (this.#gone) return;
    this.#gone = Object.assign(new Error("The embedded database's thread stopped", { cause }), {
      code: WORKER_GONE_STATE,
    });
    for (const pending of this.#pending.values()) pending.reject(this.#gone);
    this.#pending.clear();
  }

  /** Sends a request; its id (a transaction's id for begin) and the worker's answer. */
  #send(body: RequestBody): { id: number; reply: Promise<unknown> } {
    const id = this.#nextId++;
    const gone = this.#gone;
    if (gone) return { id, reply: Promise.reject(gone) };
    const reply = new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id } as WorkerRequest);
    });
    return { id, reply };
  }

  #request(body: RequestBody): Promise<unknown> {
    return this.#send(body).reply;
  }

  #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const rawTypes = rawTypesOf(options);
    return this.#request({
      op: 'query',
      ...(tx === undefined ? {} : { tx }),
      sql,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      rawTypes,
    }) as Promise<QueryResult & { rows: T[] }>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult & { rows: T[] }> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#request({ op: 'exec', sql }) as Promise<QueryResult[]>;
  }

  /**
   * Runs the callback in a transaction of the worker's PGlite: committed when it returns, rolled
   * back when it throws (or calls rollback), as PGlite's own transaction does.
   */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const begin = this.#send({ op: 'begin' });
    const id = begin.id;
    await begin.reply;
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#request({ op: 'end', tx: id, commit });
    };
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        ensureOpen();
        return this.#query<R>(id, sql, params, options);
      },
      exec: async (sql: string) => {
        ensureOpen();
        return this.#request({ op: 'exec', tx: id, sql }) as Promise<QueryResult[]>;
      },
      rollback: async () => {
        ensureOpen();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** The data folder as a tar (PGlite's dumpDataDir), for a test template. */
  async dumpDataDir(compression: 'auto' | 'gzip' | 'none' = 'auto'): Promise<Blob> {
    return new Blob([(await this.#request({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Closes PGlite (it writes what it holds to the data folder), then ends the thread. */
  async close(): Promise<void> {
    if (!this.#gone) await this.#request({ op: 'close' });
    // As PGlite's own "PGlite is closed": a query after close is the program's fault, not an outage.
    this.#gone ??= new Error('The embedded database is closed');
    await this.#worker.terminate();
  }
}
