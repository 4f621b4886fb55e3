import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to port 8080, the embedded database in ./data and demo data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toBe(path.resolve('data', 'pglite'));
    expect(config.SEED_DEMO).toBe(true);
  });

  it('reads PostgreSQL and switches the demo seed off', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portside', SEED_DEMO: 'false', PORT: '9000' });
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/portside');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PORT).toBe(9000);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
