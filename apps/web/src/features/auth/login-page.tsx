import type { LoginAnswer } from '@portside/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { translated } from '../../i18n/translated';
import { type LoginRequest, login, type QuickLoginRequest, quickLogin } from './auth-api';
import { AuthShell } from './auth-shell';
import { redirectTargetFrom } from './redirect-target';
import { landingPath, startSession } from './session';
import { SmsCodeField } from './sms-code-field';

const accountNameRules = [{ required: true, whitespace: true, message: translated('login.accountNameRequired') }];

/** Signs in and opens the remembered page, or the user's first page. */
function useSignIn<Body>(signIn: (body: Body) => Promise<LoginAnswer>) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useMutation({
    mutationFn: async (body: Body) => startSession(await signIn(body)),
    onSuccess: () => navigate(landingPath(redirectTargetFrom(searchParams)), { replace: true }),
  });
}

function PasswordLoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn(login);
  return (
    <Form<LoginRequest>
      name="login"
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={{ focus: true }}
      onFinish={(body) => signIn.mutate(body)}
    >
      <Form.Item name="AccountName" label={t('login.accountName')} rules={accountNameRules}>
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
        rules={[{ required: true, message: translated('login.passwordRequired') }]}
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
  );
}

function SmsLoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn(quickLogin);
  return (
    <Form<QuickLoginRequest>
      name="quickLogin"
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={{ focus: true }}
      onFinish={(body) => signIn.mutate(body)}
    >
      <Form.Item name="AccountName" label={t('login.accountName')} rules={accountNameRules}>
        <Input
          size="large"
          autoComplete="username"
          placeholder={t('login.accountNamePlaceholder')}
          data-testid="quick-login-account-name"
        />
      </Form.Item>
      <SmsCodeField accountField="AccountName" templateCode="QuickLogin" testId="quick-login-sms-code" />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={signIn.isPending}
          data-testid="quick-login-submit"
        >
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('login.heading')} subtitle={t('login.subheading')}>
      <Tabs
        items={[
          { key: 'password', label: t('login.passwordTab'), children: <PasswordLoginForm /> },
          {
            key: 'sms',
            label: <span data-testid="login-tab-sms">{t('login.smsTab')}</span>,
            children: <SmsLoginForm />,
          },
        ]}
      />
      <Flex justify="space-between" wrap gap="small" style={{ marginTop: 16 }}>
        <RouterLink to={paths.register} testId="login-register-link">
          {t('login.register')}
        </RouterLink>
        <RouterLink to={paths.resetPassword} testId="login-reset-password-link">
          {t('login.forgotPassword')}
        </RouterLink>
      </Flex>
    </AuthShell>
  );
}
