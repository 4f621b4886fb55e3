import {
  CommentOutlined,
  EllipsisOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  ReloadOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { Button, Flex, type MenuProps, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageMenu, useLanguageChoice } from '../../components/language-switcher';
import { MenuButton } from '../../components/menu-button';
import { PortalLogo } from '../../components/portal-logo';
import { paths } from '../../config/paths';
import { MessageCenter } from '../../features/messages/message-center';
import { useMinWidth } from '../../lib/media-query';
import { usePermittedPaths } from '../../shared/permissions/route-access';
import { BRAND_MAIN_COLOR } from '../../shared/theme/theme-colors';
import { useAppStore } from '../../stores/app-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useIsClientUser } from '../../stores/user-store';
import { BreadcrumbNav } from './breadcrumb-nav';
import { FullscreenButton } from './fullscreen-button';
import { HeaderSearch } from './header-search';
import { SalesmanContact } from './salesman-contact';
import { SizeSelect } from './size-select';
import { useRefreshPage } from './use-refresh-page';
import { UserMenu } from './user-menu';

/** The width from which the header has room for the salesman's name and phone. */
const SALESMAN_IN_HEADER_MIN_WIDTH_PX = 1280;

/** An icon button of the header, named for screen readers and in a tooltip. */
function HeaderButton({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}

/** Spec §1: the logo leads to the new orders; a user without that page (staff) goes to their first page. */
export function HeaderLogo() {
  const { t } = useTranslation();
  const target = usePermittedPaths().has(paths.newOrders) ? paths.newOrders : paths.home;
  return (
    <Link to={target} aria-label={t('layout.logoLink')} data-testid="header-logo" style={{ flexShrink: 0 }}>
      <PortalLogo height={28} />
    </Link>
  );
}

interface HeaderActions {
  refresh: () => void;
  openPushSettings: (() => void) | undefined;
  openFeedback: () => void;
  openSettings: () => void;
}

/** On a phone the header's actions share one menu (language included), so the header fits 375 px. */
function MobileActionsMenu({ actions }: { actions: HeaderActions }) {
  const { t } = useTranslation();
  const { language, options, switchTo } = useLanguageChoice();
  const items: MenuProps['items'] = [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('layout.refresh') },
    ...(actions.openPushSettings
      ? [{ key: 'pushSettings', icon: <NotificationOutlined />, label: t('layout.pushSettings') }]
      : []),
    { key: 'feedback', icon: <CommentOutlined />, label: t('layout.feedback') },
    { key: 'settings', icon: <SkinOutlined />, label: t('settings.title') },
    {
      key: 'language',
      label: t('language.label'),
      children: options.map(({ value, label }) => ({
        key: `language:${value}`,
        label: <span lang={value}>{label}</span>,
        disabled: value === language,
      })),
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') actions.refresh();
    else if (key === 'pushSettings') actions.openPushSettings?.();
    else if (key === 'feedback') actions.openFeedback();
    else if (key === 'settings') actions.openSettings();
    else {
      const next = options.find((option) => key === `language:${option.value}`);
      if (next) void switchTo(next.value);
    }
  };
  return (
    <MenuButton icon={<EllipsisOutlined />} label={t('layout.more')} menu={{ items, onClick }} testId="header-more" />
  );
}

/**
 * The fixed header (spec §1, §2): menu toggle, logo, breadcrumb, then route search, refresh, push
 * settings, feedback, messages, fullscreen, size, language, page settings, the salesman and the
 * user menu. Under 992 px the secondary actions move into one menu.
 */
export function Navbar({ onOpenFeedback, onOpenSettings }: { onOpenFeedback: () => void; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const device = useAppStore((state) => state.device);
  const sidebarOpened = useAppStore((state) => state.sidebarOpened);
  const mobileMenuOpen = useAppStore((state) => state.mobileMenuOpen);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  const sidebarLogo = useSettingsStore((state) => state.sidebarLogo);
  const isClient = useIsClientUser();
  const permittedPaths = usePermittedPaths();
  const canOpenPushSettings = permittedPaths.has(paths.pushConfig);
  // The server grants the messages with the dashboard or its message history page.
  const canReadMessages = permittedPaths.has(paths.dashboard) || permittedPaths.has(paths.messageHistory);
  const refresh = useRefreshPage();
  const isMobile = device === 'mobile';
  // Spec §1: from 1280 px the header shows the salesman beside the account and company; narrower,
  // the user menu shows them, one tap away.
  const salesmanInHeader = useMinWidth(SALESMAN_IN_HEADER_MIN_WIDTH_PX) && !isMobile;

  const actions: HeaderActions = {
    refresh,
    openPushSettings: canOpenPushSettings ? () => navigate(paths.pushConfig) : undefined,
    openFeedback: onOpenFeedback,
    openSettings: onOpenSettings,
  };
  const menuOpen = isMobile ? mobileMenuOpen : sidebarOpened;

  return (
    <Flex
      component="header"
      align="center"
      gap={token.marginXS}
      style={{
        height: 56,
        paddingInline: token.paddingSM,
        background: token.colorBgContainer,
        borderTop: `3px solid ${BRAND_MAIN_COLOR}`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        icon={isMobile ? <MenuOutlined /> : menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={t(menuOpen ? 'layout.hideMenu' : 'layout.showMenu')}
        aria-expanded={menuOpen}
        aria-controls={isMobile ? undefined : 'sidebar'}
        id="hamburger-container"
        data-testid={isMobile ? 'open-side-menu' : 'sidebar-toggle'}
      />
      {(isMobile || !sidebarLogo || !sidebarOpened) && <HeaderLogo />}
      {!isMobile && <BreadcrumbNav />}
      <Flex align="center" gap={2} style={{ marginInlineStart: 'auto', flexShrink: 0 }}>
        {!isMobile && (
          <>
            <HeaderSearch />
            <HeaderButton
              icon={<ReloadOutlined />}
              label={t('layout.refresh')}
              onClick={refresh}
              testId="refresh-button"
            />
            {actions.openPushSettings && (
              <HeaderButton
                icon={<NotificationOutlined />}
                label={t('layout.pushSettings')}
                onClick={actions.openPushSettings}
                testId="push-settings-button"
              />
            )}
            <HeaderButton
              icon={<CommentOutlined />}
              label={t('layout.feedback')}
              onClick={onOpenFeedback}
              testId="feedback-button"
            />
          </>
        )}
        {isClient && canReadMessages && <MessageCenter />}
        {isMobile ? (
          <MobileActionsMenu actions={actions} />
        ) : (
          <>
            <FullscreenButton />
            <SizeSelect />
            <span id="language-select">
              <LanguageMenu />
            </span>
            <HeaderButton
              icon={<SkinOutlined />}
              label={t('settings.title')}
              onClick={onOpenSettings}
              testId="settings-button"
            />
          </>
        )}
        {salesmanInHeader && <SalesmanContact />}
        <UserMenu compact={isMobile} showSalesman={!salesmanInHeader} />
      </Flex>
    </Flex>
  );
}
