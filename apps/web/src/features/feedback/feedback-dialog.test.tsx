import { FEEDBACK_CONTENT_REQUIRED } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../stores/language-store';
import { endAnimations } from '../../testing/animations';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER, STAFF_TREE, signIn } from '../../testing/session';
import { ADD_FEEDBACK_URL } from './feedback-api';

const user = userEvent.setup();

async function openFeedback() {
  await user.click(await screen.findByTestId('feedback-button'));
  return screen.findByRole('dialog');
}

const submit = (dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Submit' }));

describe('feedback dialog (spec §5, §8)', () => {
  it("refuses to send without remarks, saying '请填写备注信息', checked on submit only", async () => {
    signIn();
    const sent = fakeServer(byUrl({ [ADD_FEEDBACK_URL]: ok(null) }));
    renderApp('/dashboard/index');
    const dialog = await openFeedback();
    await user.clear(within(dialog).getByTestId('feedback-name'));
    await user.type(within(dialog).getByTestId('feedback-name'), 'Lily');
    expect(within(dialog).queryByText(FEEDBACK_CONTENT_REQUIRED)).toBeNull();
    await submit(dialog);
    expect(await within(dialog).findByText('请填写备注信息')).toBeTruthy();
    expect(sent).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('feedback-content')));
  });

  it("sends the form with FeedType 0 by default, says '提交成功！' and closes; it opens empty again", async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    signIn();
    const sent = fakeServer(byUrl({ [ADD_FEEDBACK_URL]: ok(null) }));
    renderApp('/dashboard/index');
    const dialog = await openFeedback();
    await user.clear(within(dialog).getByTestId('feedback-content'));
    await user.type(within(dialog).getByTestId('feedback-content'), '  The ETA was late  ');
    await user.clear(within(dialog).getByTestId('feedback-mail'));
    await user.type(within(dialog).getByTestId('feedback-mail'), 'lily@example.com');
    await user.click(within(dialog).getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('提交成功！')).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      FeedType: '0',
      Content: 'The ETA was late',
      Mail: 'lily@example.com',
      IsFobAgentClient: false,
    });
    await waitFor(() => {
      endAnimations();
      expect(screen.queryByTestId('feedback-content')).toBeNull();
    });
    await user.click(screen.getByTestId('feedback-button'));
    expect(((await screen.findByTestId('feedback-content')) as HTMLTextAreaElement).value).toBe('');
  });

  it('lets clients granted a page with files attach screenshots, and others send feedback without them', async () => {
    signIn();
    fakeServer(() => ({ data: null }));
    const { unmount } = renderApp('/dashboard/index');
    expect(within(await openFeedback()).getByTestId('feedback-upload')).toBeTruthy();
    unmount();
    signIn(DEMO_USER, CLIENT_ADMIN_TREE.slice(0, 1));
    const dashboardOnly = renderApp('/dashboard/index');
    expect(within(await openFeedback()).queryByTestId('feedback-upload')).toBeNull();
    dashboardOnly.unmount();
    signIn({ ...DEMO_USER, Role: 'staff', CompanyId: null, CompanyNameEn: null }, STAFF_TREE);
    fakeServer(() => ({ data: { ErrorCode: 0, Msg: '', Body: { Items: [], TotalCount: 0 } } }));
    renderApp('/staff/clientUsers');
    expect(within(await openFeedback()).queryByTestId('feedback-upload')).toBeNull();
  });
});
