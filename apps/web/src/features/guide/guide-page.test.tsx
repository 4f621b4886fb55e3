import type { GuideArticle, GuideColumnNode, Labels } from '@portside/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../stores/language-store';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, menuItem, signIn } from '../../testing/session';
import { GUIDE_ARTICLE_URL, GUIDE_TREE_URL } from './guide-api';

const user = userEvent.setup();

const GUIDE_MENU = [...CLIENT_ADMIN_TREE, menuItem('Setting:Guide', 'Guide', '/systemConfig/guide')];

const labels = (english: string, chinese: string): Labels => ({
  'zh-CN': chinese,
  'en-US': english,
  'fr-FR': `${english} (fr)`,
  'de-DE': `${english} (de)`,
});

const node = (Id: string, titles: Labels, Children: GuideColumnNode[] = []): GuideColumnNode => ({
  Id,
  ParentId: null,
  Title: titles['en-US'],
  Titles: titles,
  Sort: 0,
  HasContent: Children.length === 0,
  Children,
});

const TRACK_ID = '00000000-0000-4000-8000-000000000002';
const EXPORT_ID = '00000000-0000-4000-8000-000000000003';
const TREE = [
  node('00000000-0000-4000-8000-000000000001', labels('Shipments', '货物'), [
    node(TRACK_ID, labels('How to track a shipment', '如何查询一票货物')),
    node(EXPORT_ID, labels('Exporting a shipment list', '导出货物列表')),
  ]),
];

const article = (Id: string, Titles: Labels, Contents: Labels): GuideArticle => ({
  Id,
  ParentId: TREE[0]?.Id ?? null,
  Titles,
  Contents,
  Sort: 0,
  UpdatedTime: '2026-11-20T08:00:00.000Z',
});
const ARTICLES: Record<string, GuideArticle> = {
  [TRACK_ID]: article(TRACK_ID, labels('How to track a shipment', '如何查询一票货物'), {
    ...labels('<p>Open Track</p>', '<p>打开轨迹查询</p>'),
  }),
  [EXPORT_ID]: article(EXPORT_ID, labels('Exporting a shipment list', '导出货物列表'), {
    ...labels('<p>Click Export<img src="x" onerror="alert(1)"></p>', '<p>点击导出</p>'),
  }),
};

describe('guide (/systemConfig/guide)', () => {
  it('tours the frame with the buttons 完成, 关闭, 下一步 and 上一步', async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    signIn(undefined, GUIDE_MENU);
    fakeServer(() => ({ data: envelope(0, []) }));
    renderApp('/systemConfig/guide');
    await user.click(await screen.findByTestId('guide-start'));
    const tour = () => document.querySelector('.ant-tour') as HTMLElement;
    expect(await within(document.body).findByText('页面搜索')).toBeTruthy();
    expect(within(tour()).getByRole('button', { name: '下一步' })).toBeTruthy();
    expect(within(tour()).getByRole('button', { name: '关 闭' })).toBeTruthy();
    await user.click(within(tour()).getByRole('button', { name: '下一步' }));
    expect(within(tour()).getByRole('button', { name: '上一步' })).toBeTruthy();
    for (let step = 1; step < 5; step++) await user.click(within(tour()).getByRole('button', { name: '下一步' }));
    expect(within(tour()).getByRole('button', { name: '完 成' })).toBeTruthy();
  });

  it('shows the articles in the UI language, the first one open, and the chosen one without active content', async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    signIn(undefined, GUIDE_MENU);
    const sent = fakeServer(
      byUrl({
        [GUIDE_TREE_URL]: ok(TREE),
        [GUIDE_ARTICLE_URL]: (request) => ok(ARTICLES[(request.params as { id: string }).id])(request),
      }),
    );
    renderApp('/systemConfig/guide');
    const tree = await screen.findByTestId('guide-tree');
    expect(within(tree).getByText('货物')).toBeTruthy();
    const shown = await screen.findByTestId('guide-article');
    expect(await within(shown).findByText('打开轨迹查询')).toBeTruthy();
    expect(within(shown).getByRole('heading', { name: '如何查询一票货物' })).toBeTruthy();

    useLanguageStore.getState().setLanguage('en-US');
    await user.click(await within(tree).findByText('Exporting a shipment list'));
    expect(await within(shown).findByText('Click Export')).toBeTruthy();
    expect(shown.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(sent.filter((request) => request.url === GUIDE_ARTICLE_URL).map((request) => request.params)).toEqual([
      { id: TRACK_ID },
      { id: EXPORT_ID },
    ]);
  });
});
