import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import { type BrowserSession, DEMO_PASSWORD, launchBrowser } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

const TOTP_PERIOD_SECONDS = 30;

let server: RunningServer;
let browser: BrowserSession;

before(async () => {
  server = await startServer();
  // A phone's width: every step of the flow must fit it.
  browser = await launchBrowser({ width: 375, height: 740 });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The authenticator's code for the time step `stepsAhead` after now (the server accepts one step of drift). */
function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * TOTP_PERIOD_SECONDS });
}

describe('two-step sign-in in Chromium against the real server', () => {
  it('enrols an authenticator from the user menu, then signs in with the password and a code', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.baseUrl}/home/login`);
    await page.getByTestId('login-account-name').fill('agent');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-totp').click();
    await page.getByTestId('totp-start-enrolment').click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    assert.match(secret, /^[A-Z2-7]{26,}$/);
    await page.getByLabel('Authenticator code').fill(await authenticatorCode(secret));
    await page.getByTestId('totp-enrol-code').press('Enter');
    const recoveryCodes = page.getByTestId('totp-recovery-codes').getByRole('listitem');
    await recoveryCodes.first().waitFor();
    assert.equal(await recoveryCodes.count(), 10);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'the dialog fits 375 px');
    await page.getByTestId('totp-recovery-codes-done').click();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL(/\/home\/login$/, { waitUntil: 'commit' });

    await page.getByTestId('login-account-name').fill('agent');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    const codeField = page.getByLabel('Authenticator code or recovery code');
    await codeField.waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'the second step fits 375 px');
    // The enrolment used this time step's code; the next step's is new (and within the accepted drift).
    await codeField.fill(await authenticatorCode(secret, 1));
    await codeField.press('Enter');
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await page.getByTestId('dashboard-greeting').waitFor();
    await page.close();
  });
});
