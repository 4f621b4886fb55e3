import { Button, Drawer, Grid, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PortalLogo } from '../../components/portal-logo';
import { paths } from '../../config/paths';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

/** Spec §9: the sidebar is 210 to 450 px wide; 220 fits the longest entry ("Account management") untruncated. */
const SIDER_WIDTH = 220;

/**
 * The signed-in frame: a header (logo, user menu), the side menu and the page. Below 992 px
 * (antd's lg breakpoint, spec §9) the menu moves into a drawer opened from the header.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.lg === false;
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginSM,
          paddingInline: token.padding,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {isMobile && (
          <Button onClick={() => setMenuOpen(true)} aria-expanded={menuOpen} data-testid="open-side-menu">
            {t('layout.menu')}
          </Button>
        )}
        <Link to={paths.newOrders} aria-label={t('layout.logoLink')} data-testid="header-logo">
          <PortalLogo height={32} />
        </Link>
        <div style={{ marginInlineStart: 'auto' }}>
          <UserMenu />
        </div>
      </Layout.Header>
      <Layout>
        {!isMobile && (
          <Layout.Sider
            width={SIDER_WIDTH}
            theme="light"
            style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
          >
            <nav aria-label={t('layout.menu')}>
              <SideMenu />
            </nav>
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: token.padding, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {isMobile && (
        <Drawer
          open={menuOpen}
          placement="left"
          size={SIDER_WIDTH + 40}
          title={t('layout.menu')}
          onClose={() => setMenuOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('layout.menu')}>
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
