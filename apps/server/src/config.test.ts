import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('defaults to port 8080, the embedded database in ./data and demo data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toBe(path.resolve('data', 'pglite'));
    expect(config.filesDir).toBe(path.resolve('data', 'files'));
    expect(config.SEED_DEMO).toBe(true);
  });

  it('reads PostgreSQL and switches the demo seed off', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/portside',
      SECRETS_KEY: KEY,
      SEED_DEMO: 'false',
      PORT: '9000',
    });
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/portside');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PORT).toBe(9000);
  });

  it('keeps uploaded files in DATA_DIR/files unless FILES_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portside' }).filesDir).toBe(path.resolve('/srv/portside/files'));
    expect(loadConfig({ DATA_DIR: '/srv/portside', FILES_DIR: '/mnt/uploads' }).filesDir).toBe('/mnt/uploads');
    expect(() => loadConfig({ FILES_DIR: ' ' })).toThrow(/FILES_DIR/);
  });

  it('wants a 32-byte SECRETS_KEY with PostgreSQL, and reads the previous keys', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portside' })).toThrow(/SECRETS_KEY: required/);
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/SECRETS_KEY: must be 32/);
    expect(() => loadConfig({ SECRETS_KEY: 'not base64!' })).toThrow(/SECRETS_KEY/);
    const previous = Buffer.alloc(32, 2).toString('base64');
    const config = loadConfig({ SECRETS_KEY: KEY, SECRETS_KEY_PREVIOUS: ` ${previous} ,${KEY}` });
    expect(config.SECRETS_KEY).toEqual(Buffer.alloc(32, 1));
    expect(config.SECRETS_KEY_PREVIOUS).toEqual([Buffer.alloc(32, 2), Buffer.alloc(32, 1)]);
    expect(() => loadConfig({ SECRETS_KEY: KEY, SECRETS_KEY_PREVIOUS: 'short' })).toThrow(/SECRETS_KEY_PREVIOUS/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
