import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-password.js';

export { DEMO_PASSWORD };

/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying hosts this closed network refuses.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The tests' browsers ask for less motion, which the portal honours (antd's animations off): a
 * menu that slides in is aligned, scrolled into view and moved again while a test clicks it, and on
 * a busy machine the click then lands beside it. A context made with `newContext` sets it too.
 */
export const REDUCED_MOTION = 'reduce';

export interface BrowserSession {
  context: BrowserContext;
  close: () => Promise<void>;
}

export async function launchBrowser(
  /** `args` are extra Chromium flags, e.g. `--host-resolver-rules=MAP agent.portside.test 127.0.0.1`. */
  options: { width?: number; height?: number; locale?: string; args?: readonly string[] } = {},
): Promise<BrowserSession> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...FLAGS, ...(options.args ?? [])],
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    reducedMotion: REDUCED_MOTION,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** One Chromium for tests that open several contexts (one per signed-in user) instead of one persistent profile. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

/**
 * Signs a demo account in with the password form on a new page, and waits for the dashboard, or
 * for a staff account the page it lands on (`staffLanding`: its path).
 */
export async function signInDemo(
  session: Pick<BrowserSession, 'context'>,
  baseUrl: string,
  account: string,
  staffLanding?: string,
): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${baseUrl}/home/login`);
  await page.getByTestId('login-account-name').fill(account);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  if (staffLanding) {
    await page.waitForURL((url) => url.pathname === staffLanding, { waitUntil: 'commit' });
    await page.getByTestId('side-menu').waitFor();
    return page;
  }
  await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
  await page.getByTestId('dashboard-greeting').waitFor();
  return page;
}
