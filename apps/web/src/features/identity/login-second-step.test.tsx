import type { SecondStepAnswer, TotpEnrolment, TotpEnrolmentConfirmed } from '@portside/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { GET_DICT_ITEMS_URL } from '../../shared/dictionary/dictionary';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER, TEST_PORTAL_CONFIG } from '../../testing/session';
import { LOGIN_URL, PERMISSIONS_URL } from './auth-api';
import { BEGIN_SIGN_IN_ENROLMENT_URL, CONFIRM_SIGN_IN_ENROLMENT_URL, SECOND_FACTOR_LOGIN_URL } from './totp-api';

const user = userEvent.setup();

const SESSION = { AccessToken: 'second-step-token', ExpiresAt: '2030-01-01T00:00:00.000Z', UserInfo: DEMO_USER };
const pending = (SecondStep: SecondStepAnswer['SecondStep']): SecondStepAnswer => ({
  SecondStep,
  PendingToken: 'pending-token-of-the-first-step',
  PendingExpiresAt: '2030-01-01T00:05:00.000Z',
});
const frame = { [PERMISSIONS_URL]: ok(CLIENT_ADMIN_TREE), [GET_DICT_ITEMS_URL]: ok({}) };

async function signInWithPassword() {
  await user.clear(screen.getByTestId('login-account-name'));
  await user.type(screen.getByTestId('login-account-name'), 'demo');
  await user.clear(screen.getByTestId('login-password'));
  await user.type(screen.getByTestId('login-password'), 'portside-demo');
  await user.click(screen.getByTestId('login-submit'));
}

describe('the second step of the sign-in', () => {
  it('asks for the authenticator code, sends it with the pending token, then opens the portal', async () => {
    const sent = fakeServer(
      byUrl({ ...frame, [LOGIN_URL]: ok(pending('Code')), [SECOND_FACTOR_LOGIN_URL]: ok(SESSION) }),
    );
    const { router } = renderApp('/home/login');
    await signInWithPassword();
    const code = await screen.findByLabelText('Authenticator code or recovery code');
    expect(Cookies.get(TEST_PORTAL_CONFIG.TokenCookieName)).toBeUndefined();
    await user.clear(code);
    await user.type(code, ' 123456 ');
    await user.click(screen.getByTestId('second-factor-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(sent.find((request) => request.url === SECOND_FACTOR_LOGIN_URL)?.body).toMatchObject({
      PendingToken: 'pending-token-of-the-first-step',
      Code: '123456',
    });
    expect(Cookies.get(TEST_PORTAL_CONFIG.TokenCookieName)).toBe('second-step-token');
  });

  it('goes back to the sign-in forms on request', async () => {
    fakeServer(byUrl({ [LOGIN_URL]: ok(pending('Code')) }));
    renderApp('/home/login');
    await signInWithPassword();
    await user.click(await screen.findByTestId('second-factor-restart'));
    expect(await screen.findByTestId('login-password')).toBeTruthy();
  });

  it('leads an account that must have an authenticator through enrolment, shows the recovery codes once, then opens the portal', async () => {
    const enrolment: TotpEnrolment = {
      Secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      OtpAuthUri: 'otpauth://totp/Portside:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      QrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    };
    const confirmed: TotpEnrolmentConfirmed = {
      RecoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}J`),
      Login: SESSION,
    };
    fakeServer(
      byUrl({
        ...frame,
        [LOGIN_URL]: ok(pending('Enrol')),
        [BEGIN_SIGN_IN_ENROLMENT_URL]: ok(enrolment),
        [CONFIRM_SIGN_IN_ENROLMENT_URL]: ok(confirmed),
      }),
    );
    const { router } = renderApp('/home/login');
    await signInWithPassword();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toContain(enrolment.Secret);
    await user.clear(screen.getByLabelText('Authenticator code'));
    await user.type(screen.getByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByTestId('totp-enrol-submit'));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    expect(router.state.location.pathname).toBe('/home/login');
    await user.click(screen.getByTestId('totp-recovery-codes-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
  });
});
