import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, not, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client.js';

/**
 * Secrets the server must read back in clear (a TOTP authenticator's secret, a webhook's HMAC key)
 * are stored sealed: AES-256-GCM under SECRETS_KEY, bound to the row they belong to, so a copy of
 * the database (a dump, a backup, a replica) gives none of them away and a sealed value moved to
 * another row does not open.
 *
 * A stored value reads `sealed:v1:<key id>:<base64url of nonce, ciphertext and tag>`; the key id
 * names which key sealed it, so values sealed under a previous key open while the start-up pass
 * seals them again under the current one (key rotation, README "Secrets at rest").
 */
const PREFIX = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

/** A value that no configured key opens, or that was altered: the server must not guess. */
export class UnopenableSecretError extends Error {}

export interface SecretBox {
  /** `context` names the row the secret belongs to (e.g. `user_totp:<user id>`). */
  seal(clear: string, context: string): string;
  /** The clear secret; a value stored before sealing existed is answered as it is. */
  open(stored: string, context: string): string;
  /** The prefix of every value sealed under the current key: the start-up pass seals again any other. */
  currentPrefix: string;
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) keys.set(keyIdOf(key), key);
  const currentPrefix = `${PREFIX}${keyIdOf(current)}:`;
  return {
    currentPrefix,
    seal(clear, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([nonce, cipher.update(clear, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${currentPrefix}${sealed.toString('base64url')}`;
    },
    open(stored, context) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [keyId, body = ''] = stored.slice(PREFIX.length).split(':');
      const key = keys.get(keyId ?? '');
      if (!key) {
        throw new UnopenableSecretError(
          `a stored secret is sealed with key ${keyId}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`,
        );
      }
      const sealed = Buffer.from(body, 'base64url');
      if (sealed.length < NONCE_BYTES + TAG_BYTES)
        throw new UnopenableSecretError(`the secret of ${context} is cut short`);
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new UnopenableSecretError(`the secret of ${context} does not open: altered, or sealed for another row`);
      }
    },
  };
}

/**
 * The embedded database's key when SECRETS_KEY is unset: a random key kept beside the database in
 * the data folder (created on the first start, readable by the owner only), so the portal runs with
 * no set-up. With PostgreSQL the key must come from the environment: a database dump must not
 * carry it, and every instance needs the same one.
 */
export function dataDirSecretKey(dataDir: string): Buffer<ArrayBuffer> {
  const file = path.join(dataDir, 'secrets.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`${file} does not hold a ${SECRET_KEY_BYTES}-byte Base64 key`);
  return key;
}

/**
 * Seals again, under the current key, every secret of a column stored in clear or under a previous
 * key (at start, README "Secrets at rest"). A row changed meanwhile keeps its new value. Answers
 * how many it sealed; a value no configured key opens stops the start (UnopenableSecretError).
 */
export async function resealColumn(
  db: Db,
  secrets: SecretBox,
  column: { table: PgTable; id: PgColumn; secret: PgColumn; context: (id: string) => string },
): Promise<number> {
  const stale = (await db
    .select({ id: column.id, secret: column.secret })
    .from(column.table)
    .where(not(sql`starts_with(${column.secret}, ${secrets.currentPrefix})`))) as { id: string; secret: string }[];
  for (const row of stale) {
    const context = column.context(row.id);
    await db
      .update(column.table)
      .set({ [column.secret.name]: secrets.seal(secrets.open(row.secret, context), context) })
      .where(and(eq(column.id, row.id), eq(column.secret, row.secret)));
  }
  return stale.length;
}
