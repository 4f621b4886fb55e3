import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs, theme } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NO_NAME, useTagsViewStore, type VisitedView } from '../../stores/tags-view-store';
import { useRouteTitle } from './route-titles';
import { useTagActions } from './use-tag-actions';

type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Spec §2: the context menu of a tab; a pinned tab has no Close. */
function useTagMenu(view: VisitedView): MenuProps {
  const { t } = useTranslation();
  const actions = useTagActions();
  const items: { key: TagAction; label: string }[] = [
    { key: 'refresh', label: t('tagsView.refresh') },
    ...(view.affix ? [] : [{ key: 'close' as const, label: t('tagsView.close') }]),
    { key: 'closeOthers', label: t('tagsView.closeOthers') },
    { key: 'closeAll', label: t('tagsView.closeAll') },
  ];
  return {
    items: items.map(({ key, label }) => ({ key, label: <span data-testid={`tag-menu-${key}`}>{label}</span> })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') actions.refresh(view);
      else if (key === 'close') actions.close(view);
      else if (key === 'closeOthers') actions.closeOthers(view);
      else if (key === 'closeAll') actions.closeAll();
    },
  };
}

/** A tab's title, opening its context menu on a right click and closing on a middle click. */
function TagLabel({ view, title }: { view: VisitedView; title: string }) {
  const menu = useTagMenu(view);
  const { close } = useTagActions();
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1 && !view.affix) {
      event.preventDefault();
      close(view);
    }
  };
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <span onAuxClick={onAuxClick} data-testid={`tag-${view.path}`}>
        {title}
      </span>
    </Dropdown>
  );
}

/** The same menu for the tab on screen, reachable by keyboard and on touch screens. */
function ActiveTagMenu({ view }: { view: VisitedView }) {
  const { t } = useTranslation();
  const menu = useTagMenu(view);
  return (
    <Dropdown menu={menu} trigger={['click']}>
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={t('tagsView.actions')}
        data-testid="tag-actions"
      />
    </Dropdown>
  );
}

/** Spec §2: the tabs of the visited pages, each leading back to its page. */
export function TagsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const titleOf = useRouteTitle();
  const { close } = useTagActions();
  const active = visitedViews.find((view) => view.path === pathname);

  return (
    <nav
      id="tags-view-container"
      aria-label={t('tagsView.label')}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      data-testid="tags-view"
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active?.path ?? ''}
        onChange={(path) => {
          const view = visitedViews.find((visited) => visited.path === path);
          if (view) navigate(view.fullPath);
        }}
        onEdit={(path, action) => {
          const view = visitedViews.find((visited) => visited.path === path);
          if (action === 'remove' && view) close(view);
        }}
        tabBarStyle={{ margin: 0, paddingInline: token.paddingXS, paddingTop: token.paddingXXS }}
        tabBarExtraContent={active && <ActiveTagMenu view={active} />}
        items={visitedViews.map((view) => ({
          key: view.path,
          label: (
            <TagLabel
              view={view}
              title={titleOf(view.path) ?? (view.title === NO_NAME ? t('tagsView.noName') : view.title)}
            />
          ),
          closable: !view.affix,
        }))}
      />
    </nav>
  );
}
