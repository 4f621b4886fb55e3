import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFileStore, SWEEP_INTERVAL_MS } from './storage.js';

describe('the local file store', () => {
  const roots: string[] = [];
  const newStore = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-store-'));
    roots.push(root);
    return new LocalFileStore(root);
  };
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });

  it('receives into a temporary file, then moves it under its final name', async () => {
    const store = newStore();
    const temp = await store.newTempPath();
    expect(await store.receive(Readable.from([Buffer.from('hello')]), temp)).toEqual({
      size: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    await store.commit(temp, 'final-key');
    expect(fs.existsSync(temp)).toBe(false);
    expect(fs.readFileSync(store.pathOf('final-key'), 'utf8')).toBe('hello');
  });

  it('sweeps temporary files that a crash left behind for more than an hour', async () => {
    const store = newStore();
    expect(await store.sweepStaleTempFiles()).toBe(0);
    const stale = await store.newTempPath();
    const fresh = await store.newTempPath();
    fs.writeFileSync(stale, 'partial');
    fs.writeFileSync(fresh, 'in progress');
    // Both times are set, so the test holds whatever the machine's clock and its files' times say.
    const now = Date.parse('2026-11-21T10:00:00Z');
    const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
    const aMinuteAgo = new Date(now - 60 * 1000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(fresh, aMinuteAgo, aMinuteAgo);
    expect(await store.sweepStaleTempFiles(now)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('sweeps at start and then every hour while the server runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const store = newStore();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const beforeStart = await store.newTempPath();
    fs.writeFileSync(beforeStart, 'left by a crash before the start');
    fs.utimesSync(beforeStart, twoHoursAgo, twoHoursAgo);
    const stop = store.startSweeping((error) => {
      throw error;
    });
    try {
      await vi.waitFor(() => expect(fs.existsSync(beforeStart)).toBe(false));
      const whileRunning = await store.newTempPath();
      fs.writeFileSync(whileRunning, 'an upload that never finished');
      fs.utimesSync(whileRunning, twoHoursAgo, twoHoursAgo);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      await vi.waitFor(() => expect(fs.existsSync(whileRunning)).toBe(false));
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
