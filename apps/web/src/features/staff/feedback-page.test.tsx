import type { Feedback, FeedbackDetail } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { DEMO_USER, STAFF_TREE, signIn } from '../../testing/session';
import { STAFF_FEEDBACK_DETAIL_URL, STAFF_FEEDBACK_LIST_URL } from './staff-api';

const user = userEvent.setup();

const SALES = { ...DEMO_USER, AccountName: 'sales', Role: 'staff', CompanyId: null, CompanyNameEn: null } as const;
const FILE_ID = '5d1c8a2e-7b4f-4c3a-9e6d-0a1b2c3d4e5f';
const FEEDBACK: Feedback = {
  Id: '3a9e7c1d-2b4f-4a6e-8c0d-1e2f3a4b5c6d',
  Name: 'Lily Chen',
  Tel: null,
  Mail: 'lily.chen@brightwave.example',
  FeedType: '0',
  Content: 'The ETA of DCG26110023 looks wrong.\nPlease check.',
  CreatedTime: '2026-11-20T08:00:00.000Z',
  AccountName: 'demo',
  CompanyId: DEMO_USER.CompanyId,
  CompanyNameEn: 'Brightwave Home Goods Co., Ltd.',
  AttachmentIds: [FILE_ID],
};
const DOWNLOAD_URL = `/cms/api/FeedBack/DownloadAttachment?id=${FEEDBACK.Id}&fileId=${FILE_ID}`;
const DETAIL: FeedbackDetail = {
  ...FEEDBACK,
  Attachments: [
    {
      Id: FILE_ID,
      FileName: 'eta.png',
      Url: DOWNLOAD_URL,
      Type: null,
      UploaderTime: '2026-11-20T07:59:00.000Z',
      UploaderType: 1,
      Size: 68,
    },
  ],
};

describe('staff: client feedback (/staff/feedback)', () => {
  it('lists the feedback, opens one with its whole text and downloads its screenshot', async () => {
    signIn(SALES, STAFF_TREE);
    const sent = fakeServer(
      byUrl({
        [STAFF_FEEDBACK_LIST_URL]: ok({ Items: [FEEDBACK], TotalCount: 1 }),
        [STAFF_FEEDBACK_DETAIL_URL]: ok(DETAIL),
        [DOWNLOAD_URL]: () => ({ data: new Blob(['png']), headers: { 'content-type': 'image/png' } }),
      }),
    );
    renderApp('/staff/feedback');
    const table = await screen.findByTestId('staff-feedback-table');
    expect(await within(table).findByText('Brightwave Home Goods Co., Ltd.')).toBeTruthy();
    expect(sent.find((request) => request.url === STAFF_FEEDBACK_LIST_URL)?.body).toMatchObject({
      PageIndex: 1,
      PageSize: 20,
    });

    await user.click(screen.getByTestId(`open-feedback-${FEEDBACK.Id}`));
    const detail = await screen.findByTestId('staff-feedback-detail');
    expect(sent.find((request) => request.url === STAFF_FEEDBACK_DETAIL_URL)?.params).toEqual({ id: FEEDBACK.Id });
    expect(within(detail).getByText('lily.chen@brightwave.example')).toBeTruthy();
    expect(within(detail).getByText(/Please check\./).textContent).toBe(FEEDBACK.Content);
    await user.click(within(detail).getByRole('button', { name: 'Download eta.png' }));
    await waitFor(() => expect(sent.some((request) => request.url === DOWNLOAD_URL)).toBe(true));
  });
});
