import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps, theme } from 'antd';
import { type CSSProperties, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NO_NAME, useTagsViewStore, type VisitedView } from '../../stores/tags-view-store';
import { useRouteTitle } from './route-titles';
import { useTagActions } from './use-tag-actions';
import './tags-view.css';

type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Spec §2: the context menu of a tab; a pinned tab has no Close. */
function useTagMenu(view: VisitedView, close: (view: VisitedView) => void): MenuProps {
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
      else if (key === 'close') close(view);
      else if (key === 'closeOthers') actions.closeOthers(view);
      else if (key === 'closeAll') actions.closeAll();
    },
  };
}

/**
 * One tab: a link back to its page (right click: its menu; middle click, Delete or Backspace:
 * close) and, unless pinned, its close button.
 */
function Tag({
  view,
  title,
  active,
  close,
  linkRef,
}: {
  view: VisitedView;
  title: string;
  active: boolean;
  close: (view: VisitedView) => void;
  linkRef: (link: HTMLAnchorElement | null) => void;
}) {
  const { t } = useTranslation();
  const menu = useTagMenu(view, close);
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1 && !view.affix) {
      event.preventDefault();
      close(view);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && !view.affix) {
      event.preventDefault();
      close(view);
    }
  };
  return (
    <li className="tags-view-tab" data-active={active}>
      <Dropdown menu={menu} trigger={['contextMenu']}>
        <Link
          ref={linkRef}
          to={view.fullPath}
          className="tags-view-link"
          aria-current={active ? 'page' : undefined}
          onAuxClick={onAuxClick}
          onKeyDown={onKeyDown}
          data-testid={`tag-${view.path}`}
        >
          {title}
        </Link>
      </Dropdown>
      {!view.affix && (
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined style={{ fontSize: 10 }} />}
          aria-label={t('keyboard.closeTab', { title })}
          onClick={() => close(view)}
          style={{ width: 24, minWidth: 24, height: 24, marginInlineEnd: 2 }}
          data-testid={`tag-close-${view.path}`}
        />
      )}
    </li>
  );
}

/** The same menu for the tab on screen, reachable by keyboard and on touch screens. */
function ActiveTagMenu({ view, close }: { view: VisitedView; close: (view: VisitedView) => void }) {
  const { t } = useTranslation();
  const menu = useTagMenu(view, close);
  return (
    <Dropdown menu={menu} trigger={['click']}>
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={t('tagsView.actions')}
        style={{ width: 28, height: 28, flexShrink: 0 }}
        data-testid="tag-actions"
      />
    </Dropdown>
  );
}

/**
 * Spec §2: the tabs of the visited pages, each a link back to its page. They are links in a list
 * (the tabs change the page, not a panel of it), so each close button sits beside its link.
 * Closing a tab puts the focus on the next tab (the previous one for the last), never on the page.
 */
export function TagsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const titleOf = useRouteTitle();
  const actions = useTagActions();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const [focusAfterClose, setFocusAfterClose] = useState<string>();
  const active = visitedViews.find((view) => view.path === pathname);

  const close = (view: VisitedView) => {
    const index = visitedViews.indexOf(view);
    const neighbour = visitedViews[index + 1] ?? visitedViews[index - 1];
    setFocusAfterClose(neighbour?.path);
    actions.close(view);
  };

  useEffect(() => {
    if (focusAfterClose === undefined) return;
    links.current.get(focusAfterClose)?.focus();
    setFocusAfterClose(undefined);
  }, [focusAfterClose]);

  const leftFirstTab = useRef(false);
  useEffect(() => {
    // Until another tab has been active the strip has not scrolled, and its first tab is in view:
    // asking would lay out the page in the middle of its first load.
    if (!active || (active === visitedViews[0] && !leftFirstTab.current)) return;
    leftFirstTab.current = true;
    links.current.get(active.path)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, visitedViews]);

  const colours = {
    '--tags-view-border': token.colorBorderSecondary,
    '--tags-view-idle': token.colorFillQuaternary,
    '--tags-view-active': token.colorBgContainer,
  } as CSSProperties;

  return (
    <nav
      id="tags-view-container"
      aria-label={t('tagsView.label')}
      style={{
        ...colours,
        background: token.colorBgLayout,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: token.paddingXS,
      }}
      data-testid="tags-view"
    >
      <Flex align="center" gap={token.marginXXS}>
        <ul className="tags-view-list" style={{ flex: 1, minWidth: 0 }}>
          {visitedViews.map((view) => (
            <Tag
              key={view.path}
              view={view}
              title={titleOf(view.path) ?? (view.title === NO_NAME ? t('tagsView.noName') : view.title)}
              active={view === active}
              close={close}
              linkRef={(link) => {
                if (link) links.current.set(view.path, link);
                else links.current.delete(view.path);
              }}
            />
          ))}
        </ul>
        {active && <ActiveTagMenu view={active} close={close} />}
      </Flex>
    </nav>
  );
}
