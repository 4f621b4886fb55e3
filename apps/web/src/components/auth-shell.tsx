import { Card, Flex, Typography, theme } from 'antd';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { removeFirstPaint } from '../lib/first-paint';
import { LanguageSwitcher } from './language-switcher';
import { PortalLogo } from './portal-logo';

/** The frame of the pages shown without a session: language switch, logo, a card with the form. */
export function AuthShell({
  title,
  subtitle,
  width = 420,
  children,
}: {
  title: string;
  subtitle?: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Takes the place of index.html's static login form in the same frame.
  useLayoutEffect(removeFirstPaint, []);
  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Flex component="header" justify="flex-end" style={{ padding: token.padding }}>
        <LanguageSwitcher />
      </Flex>
      <Flex component="main" flex={1} align="center" justify="center" style={{ padding: token.padding }}>
        <Card
          variant="borderless"
          style={{ width: '100%', maxWidth: width, boxShadow: token.boxShadowTertiary }}
          styles={{ body: { padding: token.paddingLG } }}
        >
          <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
            <PortalLogo height={48} />
            <Typography.Text type="secondary">{t('app.tagline')}</Typography.Text>
          </Flex>
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginBottom: token.marginXXS }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
