import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../stores/language-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, menuItem, signIn } from '../../testing/session';

describe('guide (/systemConfig/guide)', () => {
  it('tours the frame with the buttons 完成, 关闭, 下一步 and 上一步', async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    signIn(undefined, [...CLIENT_ADMIN_TREE, menuItem('Setting:Guide', 'Guide', '/systemConfig/guide')]);
    fakeServer(() => ({ data: envelope(0, null) }));
    renderApp('/systemConfig/guide');
    fireEvent.click(await screen.findByTestId('guide-start'));
    const tour = () => document.querySelector('.ant-tour') as HTMLElement;
    expect(await within(document.body).findByText('页面搜索')).toBeTruthy();
    expect(within(tour()).getByRole('button', { name: '下一步' })).toBeTruthy();
    expect(within(tour()).getByRole('button', { name: '关 闭' })).toBeTruthy();
    fireEvent.click(within(tour()).getByRole('button', { name: '下一步' }));
    expect(within(tour()).getByRole('button', { name: '上一步' })).toBeTruthy();
    for (let step = 1; step < 5; step++) fireEvent.click(within(tour()).getByRole('button', { name: '下一步' }));
    expect(within(tour()).getByRole('button', { name: '完 成' })).toBeTruthy();
  });
});
