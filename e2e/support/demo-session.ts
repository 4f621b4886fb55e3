import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser, signInDemo } from './browser.js';
import { type RunningServer, startServer } from './server.js';

export interface DemoSession {
  server: RunningServer;
  browser: BrowserSession;
  /** Signed in as demo once for the whole file: the server allows 10 sign-ins a minute per address. */
  page: Page;
  /** A scratch folder for downloads and uploads, removed with the session. */
  tempDir: string;
  close: () => Promise<void>;
}

/** The real server with the demo data, Chromium, and one page signed in as the demo client admin. */
export async function openDemoSession(name: string): Promise<DemoSession> {
  const server = await startServer();
  const browser = await launchBrowser();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `portside-${name}-`));
  const page = await signInDemo(browser, server.baseUrl, 'demo');
  return {
    server,
    browser,
    page,
    tempDir,
    close: async () => {
      await browser.close();
      await server.stop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
