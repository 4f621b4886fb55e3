import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { databaseUrl, prepareDatabase, uniqueDatabaseName, withAdminClient } from './databases.js';
import './scrypt-cost.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

/**
 * Builds each database once per run and lets every test file start from a copy: a PGlite dump
 * (initdb in wasm costs seconds) and a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-test-'));
  const template = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(template);
  const dump = await template.dumpDataDir?.();
  if (!dump) throw new Error('the PGlite template cannot be dumped');
  const pglitePath = path.join(folder, 'template.tar');
  fs.writeFileSync(pglitePath, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplatePath', pglitePath);

  let postgresTemplate = '';
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = uniqueDatabaseName('portside_tpl');
    await withAdminClient((admin) => admin.query(`create database ${postgresTemplate}`));
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(postgresTemplate),
      poolMax: 2,
      connectTimeoutMs: 5000,
    });
    await prepareDatabase(database);
    await database.close();
  }
  project.provide('postgresTemplateName', postgresTemplate);

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (postgresTemplate) {
      await withAdminClient((admin) => admin.query(`drop database if exists ${postgresTemplate} with (force)`));
    }
  };
}
