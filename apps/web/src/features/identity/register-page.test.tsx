import type { LoginAnswer } from '@portside/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GET_DICT_ITEMS_URL } from '../../shared/dictionary/dictionary';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER } from '../../testing/session';
import { PERMISSIONS_URL, REGISTER_URL, RESET_PASSWORD_URL, SMS_SEND_URL } from './auth-api';

const user = userEvent.setup();

const ANSWER: LoginAnswer = { AccessToken: 'token', ExpiresAt: '2030-01-01T00:00:00.000Z', UserInfo: DEMO_USER };
const type = async (testId: string, value: string) => {
  // The first field waits for its page, which loads lazily with antd.
  await user.clear(await screen.findByTestId(testId));
  await user.type(screen.getByTestId(testId), value);
};

describe('registration', () => {
  it('needs a mobile number with its country code, a 6-digit code, matching passwords and the agreement', async () => {
    const sent = fakeServer(byUrl({}));
    renderApp('/home/reg');
    await type('register-mobile', '12345');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter a mobile number with its country code, such as +8613800138000')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(await screen.findByText('Please accept the terms of use')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('links the agreement in a new tab', async () => {
    renderApp('/home/reg');
    const link = await screen.findByRole('link', { name: 'terms of use' });
    expect(link.getAttribute('href')).toBe('/home/agreeMent');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('sends the code to the mobile number, registers and signs in', async () => {
    const sent = fakeServer(
      byUrl({
        [SMS_SEND_URL]: ok({ ResendAfterSeconds: 60 }),
        [REGISTER_URL]: ok(ANSWER),
        [PERMISSIONS_URL]: ok(CLIENT_ADMIN_TREE),
        [GET_DICT_ITEMS_URL]: ok({}),
      }),
    );
    const { router } = renderApp('/home/reg');
    await type('register-mobile', '+8613700137000');
    await user.click(screen.getByTestId('register-sms-code-send'));
    await waitFor(() => expect(sent[0]?.params).toEqual({ accountName: '+8613700137000', templateCode: 'Register' }));
    await type('register-sms-code-input', '654321');
    await type('register-password', 'a-long-password');
    await type('register-password-confirm', 'a-long-password');
    await type('register-company-name', ' Blue Ocean Imports ');
    await type('register-contact-name', 'Lee Chen');
    await user.click(screen.getByTestId('register-agreement'));
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(sent.find((request) => request.url === REGISTER_URL)?.body).toEqual({
      AccountName: '+8613700137000',
      SmsCode: '654321',
      Password: 'a-long-password',
      CompanyName: 'Blue Ocean Imports',
      ContactName: 'Lee Chen',
      AgreementAccepted: true,
      IsFobAgentClient: false,
    });
  });

  it('shows the terms of use with a way back', async () => {
    renderApp('/home/agreeMent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByTestId('agreement-register-link').getAttribute('href')).toBe('/home/reg');
  });
});

describe('password reset', () => {
  it('resets the password with the SMS code, then opens the login page', async () => {
    const sent = fakeServer(byUrl({ [SMS_SEND_URL]: ok({ ResendAfterSeconds: 60 }), [RESET_PASSWORD_URL]: ok(null) }));
    const { router } = renderApp('/home/resetPwd');
    await type('reset-account-name', 'demo');
    await user.click(screen.getByTestId('reset-sms-code-send'));
    await waitFor(() => expect(sent[0]?.params).toEqual({ accountName: 'demo', templateCode: 'ResetPassword' }));
    await type('reset-sms-code-input', '111222');
    await type('reset-new-password', 'a-new-long-password');
    await type('reset-new-password-confirm', 'a-new-long-password');
    await user.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(sent[1]?.body).toEqual({
      AccountName: 'demo',
      SmsCode: '111222',
      NewPassword: 'a-new-long-password',
      IsFobAgentClient: false,
    });
    expect(await screen.findByText('Your password has been reset. Please sign in with the new password.')).toBeTruthy();
    // Shown once: the history entry no longer carries it, so a reload does not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Your password has been reset. Please sign in with the new password.')).toBeTruthy();
  });
});
