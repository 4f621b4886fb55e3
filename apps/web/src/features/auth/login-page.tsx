import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography, theme } from 'antd';
import { Translation, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PortsideLogo } from '../../components/portside-logo';
import { type LoginCredentials, login } from './login';
import { redirectTargetFrom } from './redirect-target';

export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: () => navigate(redirectTargetFrom(searchParams), { replace: true }),
  });

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
          style={{ width: '100%', maxWidth: 400, boxShadow: token.boxShadowTertiary }}
          styles={{ body: { padding: token.paddingXL } }}
        >
          <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
            <PortsideLogo size={48} />
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
              {t('app.name')}
            </Typography.Text>
            <Typography.Text type="secondary">{t('app.tagline')}</Typography.Text>
          </Flex>
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginBottom: token.marginXXS }}>
            {t('login.heading')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('login.subheading')}</Typography.Paragraph>
          <Form<LoginCredentials>
            name="login"
            layout="vertical"
            requiredMark={false}
            scrollToFirstError={{ focus: true }}
            onFinish={(credentials) => signIn.mutate(credentials)}
          >
            <Form.Item
              name="AccountName"
              label={t('login.accountName')}
              // A component message follows a language switch while the error is on screen.
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: <Translation>{(translate) => translate('login.accountNameRequired')}</Translation>,
                },
              ]}
            >
              <Input
                size="large"
                autoComplete="username"
                autoFocus
                placeholder={t('login.accountNamePlaceholder')}
                data-testid="login-account-name"
              />
            </Form.Item>
            <Form.Item
              name="Password"
              label={t('login.password')}
              rules={[
                {
                  required: true,
                  message: <Translation>{(translate) => translate('login.passwordRequired')}</Translation>,
                },
              ]}
            >
              <Input.Password
                size="large"
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                data-testid="login-password"
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }}>
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                loading={signIn.isPending}
                data-testid="login-submit"
              >
                {t('login.submit')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
      </Flex>
    </Flex>
  );
}
