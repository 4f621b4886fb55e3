import type { ClientApiKey, WebhookDelivery, WebhookSubscriptionSummary } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endAnimations } from '../../testing/animations';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, menuItem, signIn } from '../../testing/session';
import {
  CREATE_CLIENT_API_KEY_URL,
  GET_CLIENT_API_KEYS_URL,
  GET_WEBHOOK_DELIVERIES_URL,
  GET_WEBHOOK_SUBSCRIPTIONS_URL,
  REVOKE_CLIENT_API_KEY_URL,
} from './client-api-api';

const user = userEvent.setup();
const TREE = [...CLIENT_ADMIN_TREE, menuItem('Setting:ApiKeys', 'API keys and webhooks', '/systemConfig/apiKeys')];

const KEY: ClientApiKey = {
  Id: '6b1f8f5e-1b1a-4e43-9d43-0d3c7d2f5a10',
  Name: 'ERP',
  KeyPrefix: 'pck_AbCdEfGh',
  CreatedTime: '2026-11-20T08:00:00Z',
  CreatedBy: 'demo',
  ExpiresTime: null,
  LastUsedTime: null,
  RevokedTime: null,
};
const SUBSCRIPTION: WebhookSubscriptionSummary = {
  Id: '0b6f1c8e-2c55-4c3e-8b8e-3f1d8f4a9b21',
  CallbackUrl: 'https://erp.example.com/dcsa',
  Filters: { eventType: ['TRANSPORT'] },
  CreatedTime: '2026-11-20T09:00:00Z',
  UpdatedTime: '2026-11-20T09:00:00Z',
  Pending: 1,
  Delivered: 3,
  Failed: 0,
};
const DELIVERY: WebhookDelivery = {
  Id: 7,
  EventId: '5e51e72c-d872-4a1b-a0d1-0b5b6d3a8b11',
  CreatedTime: '2026-11-20T10:00:00Z',
  State: 'pending',
  Attempts: 2,
  LastStatusCode: 503,
  LastError: 'Service Unavailable',
  NextAttemptTime: '2026-11-20T10:05:00Z',
  DeliveredTime: null,
};

describe('API keys and webhooks (/systemConfig/apiKeys)', () => {
  it('creates a key and shows it once, then lists it', { timeout: 40_000 }, async () => {
    signIn(undefined, TREE);
    let keys: ClientApiKey[] = [];
    const sent = fakeServer(
      byUrl({
        [GET_CLIENT_API_KEYS_URL]: () => ({
          data: { ErrorCode: 0, Msg: '', Body: { Items: keys, TotalCount: keys.length } },
        }),
        [GET_WEBHOOK_SUBSCRIPTIONS_URL]: ok({ Items: [], TotalCount: 0 }),
        [CREATE_CLIENT_API_KEY_URL]: () => {
          keys = [KEY];
          return { data: { ErrorCode: 0, Msg: '', Body: { ...KEY, Key: 'pck_AbCdEfGh-the-whole-secret-key' } } };
        },
      }),
    );
    renderApp('/systemConfig/apiKeys');
    // The page is a lazy chunk: its first render may take a while on a loaded machine.
    expect(await screen.findByText('No key yet', undefined, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'ERP');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('pck_AbCdEfGh-the-whole-secret-key')).toBeTruthy();
    expect(screen.getByText('Copy the key now: it is shown this once and cannot be shown again.')).toBeTruthy();
    const create = sent.find((request) => request.url === CREATE_CLIENT_API_KEY_URL);
    expect(create?.body).toMatchObject({ Name: 'ERP', ExpiresTime: null });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    // The dialog closes (its leaving animation ended as a browser would), and with it the only place the key was shown.
    await waitFor(() => {
      endAnimations();
      expect(screen.queryByTestId('created-key')).toBeNull();
    });
    const table = await screen.findByTestId('api-keys');
    expect(await within(table).findByText('ERP')).toBeTruthy();
    expect(within(table).getByText('Not used yet')).toBeTruthy();
    expect(screen.queryByText('pck_AbCdEfGh-the-whole-secret-key')).toBeNull();
  });

  it('revokes a key after confirmation', async () => {
    signIn(undefined, TREE);
    const sent = fakeServer(
      byUrl({
        [GET_CLIENT_API_KEYS_URL]: ok({ Items: [KEY], TotalCount: 1 }),
        [GET_WEBHOOK_SUBSCRIPTIONS_URL]: ok({ Items: [], TotalCount: 0 }),
        [REVOKE_CLIENT_API_KEY_URL]: ok({ ...KEY, RevokedTime: '2026-11-21T08:00:00Z' }),
      }),
    );
    renderApp('/systemConfig/apiKeys');
    await user.click(await screen.findByRole('button', { name: 'Revoke' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByTestId('api-keys');
    expect(sent.find((request) => request.url === REVOKE_CLIENT_API_KEY_URL)?.body).toMatchObject({ Id: KEY.Id });
  });

  it("shows each subscription's deliveries and its delivery log", async () => {
    signIn(undefined, TREE);
    const sent = fakeServer(
      byUrl({
        [GET_CLIENT_API_KEYS_URL]: ok({ Items: [KEY], TotalCount: 1 }),
        [GET_WEBHOOK_SUBSCRIPTIONS_URL]: ok({ Items: [SUBSCRIPTION], TotalCount: 1 }),
        [GET_WEBHOOK_DELIVERIES_URL]: ok({ Items: [DELIVERY], TotalCount: 1 }),
      }),
    );
    renderApp('/systemConfig/apiKeys');
    const subscriptions = await screen.findByTestId('webhook-subscriptions', undefined, { timeout: 10_000 });
    expect(await within(subscriptions).findByText('https://erp.example.com/dcsa')).toBeTruthy();
    expect(within(subscriptions).getByText('3 delivered, 1 waiting, 0 given up')).toBeTruthy();
    expect(within(subscriptions).getByText('eventType: TRANSPORT')).toBeTruthy();
    await user.click(within(subscriptions).getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByTestId('delivery-log');
    expect(await within(log).findByText(DELIVERY.EventId)).toBeTruthy();
    expect(within(log).getByText('Waiting')).toBeTruthy();
    expect(within(log).getByText('503 · Service Unavailable')).toBeTruthy();
    expect(sent.find((request) => request.url === GET_WEBHOOK_DELIVERIES_URL)?.body).toMatchObject({
      SubscriptionId: SUBSCRIPTION.Id,
      PageIndex: 1,
      PageSize: 20,
    });
  });
});
