import { parentPort, workerData } from 'node:worker_threads';
import { type ParserOptions, PGlite, type Transaction } from '@electric-sql/pglite';
import type { SerializedError, WorkerOptions, WorkerReply, WorkerRequest } from './pglite-thread.js';

/**
 * The embedded database's thread (see pglite-thread.ts): one PGlite instance, driven by the
 * main thread's requests. Requests are handed to PGlite in the order they arrive, without an
 * await in between, so PGlite's own queue keeps their order: a transaction's statements run in
 * the order they were sent, and other queries wait until the transaction ends.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  // PGlite's DatabaseError: code, constraint, detail, severity... (its bound parameters stay here).
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function reply(message: WorkerReply, transferList: ArrayBuffer[] = []): void {
  port?.postMessage(message, transferList);
}

function settle(id: number, work: Promise<unknown>): void {
  work.then(
    (result) => reply({ id, ok: true, result }),
    (error: unknown) => reply({ id, ok: false, error: serializeError(error) }),
  );
}

const text = (value: string) => value;
const parsersByKey = new Map<string, ParserOptions>();
function parsersFor(rawTypes: number[]): ParserOptions {
  const key = rawTypes.join(',');
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, text]));
    parsersByKey.set(key, parsers);
  }
  return parsers;
}

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = new Error('rollback requested');

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  outcome: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
/** Set before the first request is taken (see the end of this file). */
let db: PGlite;

function executor(txId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(id: number): void {
  let finish: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let started = false;
  const outcome = db.transaction(async (tx) => {
    started = true;
    transactions.set(id, { tx, finish, outcome });
    reply({ id, ok: true, result: null });
    if (!(await decided)) throw ROLLBACK;
  });
  outcome.catch((error: unknown) => {
    if (!started) reply({ id, ok: false, error: serializeError(error) });
  });
}

function end(id: number, txId: number, commit: boolean): void {
  const open = transactions.get(txId);
  if (!open) {
    reply({ id, ok: false, error: serializeError(new Error('Transaction is closed')) });
    return;
  }
  transactions.delete(txId);
  open.finish(commit);
  settle(
    id,
    open.outcome.catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    }),
  );
}

function handle(request: WorkerRequest): void {
  try {
    switch (request.op) {
      case 'query':
        settle(
          request.id,
          executor(request.tx)
            .query(request.sql, request.params, {
              ...(request.rowMode ? { rowMode: request.rowMode } : {}),
              parsers: parsersFor(request.rawTypes),
            })
            .then(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields })),
        );
        return;
      case 'exec':
        settle(
          request.id,
          executor(request.tx)
            .exec(request.sql)
            .then((results) => results.map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }))),
        );
        return;
      case 'begin':
        begin(request.id);
        return;
      case 'end':
        end(request.id, request.tx, request.commit);
        return;
      case 'dump':
        db.dumpDataDir(request.compression)
          .then((file) => file.arrayBuffer())
          .then(
            (buffer) => reply({ id: request.id, ok: true, result: buffer }, [buffer]),
            (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
          );
        return;
      case 'close':
        settle(request.id, db.close());
        return;
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: serializeError(error) });
  }
}

async function open(options: WorkerOptions): Promise<PGlite | undefined> {
  try {
    return await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    });
  } catch (error) {
    // The main thread rejects its open() with this error and ends the thread.
    reply({ id: 0, ok: false, error: serializeError(error) });
    return undefined;
  }
}

const opened = await open(workerData as WorkerOptions);
if (opened) {
  db = opened;
  port.on('message', handle);
  reply({ id: 0, ok: true, result: null });
}
