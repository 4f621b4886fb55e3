import { Drawer, Flex, Layout, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../components/once-opened';
import { PlainText } from '../../components/plain-text';
import { BUILD_VERSION } from '../../config/build';
import { lazyComponent } from '../../lib/chunk-reload';
import { keepScrollRegionsFocusable } from '../../lib/scroll-regions';
import { useAppStore, watchDevice } from '../../stores/app-store';
import { useSettingsStore } from '../../stores/settings-store';
import { AppMain } from './app-main';
import { HeaderLogo, Navbar } from './navbar';
import { useFocusHeadingOnNavigation } from './page-focus';
import { SideMenu } from './side-menu';
import { SidebarResizer } from './sidebar-resizer';
import { SkipLink } from './skip-link';
import { TagsView } from './tags-view';
import { useVisitedViews } from './use-visited-views';

// Opened by a click only: loaded then, not with the first screen.
const FeedbackDialog = lazyComponent(
  async () => (await import('../../features/feedback/feedback-dialog')).FeedbackDialog,
);
const SettingsDrawer = lazyComponent(async () => (await import('./settings-drawer')).SettingsDrawer);

/** The mobile menu drawer is as wide as the desktop sidebar, within the phone's width. */
const DRAWER_WIDTH = 'min(280px, 85vw)';

/**
 * The signed-in frame (spec §1, §2): the side menu (hidden or shown, drag-resizable), the fixed
 * header, the tags view, the page and the build's version label (spec §9). Under 992 px the menu is a drawer that closes after each
 * navigation; the device is re-evaluated whenever the window is resized.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const device = useAppStore((state) => state.device);
  const sidebarOpened = useAppStore((state) => state.sidebarOpened);
  const sidebarWidth = useAppStore((state) => state.sidebarWidth);
  const mobileMenuOpen = useAppStore((state) => state.mobileMenuOpen);
  const setMobileMenuOpen = useAppStore((state) => state.setMobileMenuOpen);
  const { tagsView, fixedHeader, sidebarLogo } = useSettingsStore();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const isMobile = device === 'mobile';

  const main = useRef<HTMLElement>(null);

  useEffect(watchDevice, []);
  useEffect(() => keepScrollRegionsFocusable(document.body), []);
  useVisitedViews();
  useFocusHeadingOnNavigation(main);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink main={main} />
      {!isMobile && sidebarOpened && (
        <Layout.Sider
          id="sidebar"
          width={sidebarWidth}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'visible' }}
          data-testid="sidebar"
        >
          <Flex vertical style={{ height: '100%', overflowY: 'auto' }}>
            {sidebarLogo && (
              <Flex align="center" style={{ height: 56, paddingInline: token.padding, flexShrink: 0 }}>
                <HeaderLogo />
              </Flex>
            )}
            <nav aria-label={t('layout.menu')}>
              <SideMenu />
            </nav>
          </Flex>
          <SidebarResizer />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <div style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 100 } : undefined} data-testid="fixed-header">
          <Navbar onOpenFeedback={() => setFeedbackOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
          {tagsView && <TagsView />}
        </div>
        {/* At least a screen tall: the footer starts below the fold, so a page whose content
            arrives after its first paint does not push the footer down in view (layout shift). */}
        <Layout.Content
          ref={main}
          id="main-content"
          style={{ padding: token.padding, minWidth: 0, minHeight: '100dvh' }}
        >
          <AppMain />
        </Layout.Content>
        <Layout.Footer style={{ paddingBlock: token.paddingXS, paddingInline: token.padding, textAlign: 'end' }}>
          <PlainText secondary style={{ fontSize: token.fontSizeSM }}>
            {t('layout.version', { version: BUILD_VERSION })}
          </PlainText>
        </Layout.Footer>
      </Layout>
      {isMobile && (
        <Drawer
          open={mobileMenuOpen}
          placement="left"
          size={DRAWER_WIDTH}
          title={t('layout.menu')}
          onClose={() => setMobileMenuOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('layout.menu')}>
            {/* Spec §4: on mobile the menu closes after navigation (the drawer covers everything else). */}
            <SideMenu onNavigate={() => setMobileMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
      <OnceOpened open={feedbackOpen}>
        <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      </OnceOpened>
      <OnceOpened open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </OnceOpened>
    </Layout>
  );
}
