import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Temporary files older than this are what a crash left behind. */
const STALE_TEMP_MS = 60 * 60 * 1000;
/** How often a running server looks for them (issue 17, L5: a crash leaks disk until swept). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Uploaded files on the local disk (FILES_DIR): each is written to FILES_DIR/tmp, flushed, then
 * renamed under its generated name, so a file under its final name is always complete.
 */
export class LocalFileStore {
  constructor(readonly root: string) {}

  private get tempDir(): string {
    return path.join(this.root, 'tmp');
  }

  pathOf(storageKey: string): string {
    return path.join(this.root, storageKey);
  }

  /** A new temporary path; write to it with receive(). */
  async newTempPath(): Promise<string> {
    await fsp.mkdir(this.tempDir, { recursive: true });
    return path.join(this.tempDir, `${randomUUID()}.part`);
  }

  /** Writes the stream to the temporary path and flushes it to disk; answers its size and SHA-256. */
  async receive(source: Readable, tempPath: string): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(source, meter, fs.createWriteStream(tempPath, { flags: 'wx', flush: true }));
    return { size, sha256: hash.digest('hex') };
  }

  /** Moves a received file under its final name and makes the rename durable. */
  async commit(tempPath: string, storageKey: string): Promise<void> {
    await fsp.rename(tempPath, this.pathOf(storageKey));
    const directory = await fsp.open(this.root, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }

  async remove(filePath: string): Promise<void> {
    await fsp.rm(filePath, { force: true });
  }

  /**
   * Sweeps now and every SWEEP_INTERVAL_MS, so what a crash left goes without waiting for a restart;
   * answers the function that stops it.
   */
  startSweeping(onError: (error: unknown) => void): () => void {
    const sweep = () => {
      this.sweepStaleTempFiles().catch(onError);
    };
    sweep();
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Removes temporary files that a crashed upload left behind. */
  async sweepStaleTempFiles(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await fsp.readdir(this.tempDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const filePath = path.join(this.tempDir, name);
      const stat = await fsp.stat(filePath).catch(() => null);
      if (stat?.isFile() && now - stat.mtimeMs > STALE_TEMP_MS) {
        await this.remove(filePath);
        removed++;
      }
    }
    return removed;
  }
}
