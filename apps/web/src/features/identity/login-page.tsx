import type { LoginAnswer } from '@portside/contracts';
import { useMutation } from '@tanstack/react-query';
import { Flex, Form, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '../../components/auth-shell';
import { FormSubmitButton } from '../../components/form-submit-button';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { translated } from '../../i18n/translated';
import { usePagePaths } from '../../shared/permissions/page-paths';
import { type LoginRequest, login, type QuickLoginRequest, quickLogin } from './auth-api';
import { redirectTargetFrom } from './redirect-target';
import { landingPath, startSession } from './session';
import { SmsCodeField } from './sms-code-field';

/** Signs in and opens the remembered page, or the user's first page. */
function useSignIn<Body>(signIn: (body: Body) => Promise<LoginAnswer>) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pagePaths = usePagePaths();
  return useMutation({
    mutationFn: async (body: Body) => startSession(await signIn(body)),
    onSuccess: () => navigate(landingPath(redirectTargetFrom(searchParams), pagePaths), { replace: true }),
  });
}

/** One way of signing in: its form, starting with the account name and ending with the submit button. */
function SignInForm<Body>({
  name,
  signIn,
  testIdPrefix,
  autoFocus = false,
  children,
}: {
  name: string;
  signIn: (body: Body) => Promise<LoginAnswer>;
  testIdPrefix: string;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const mutation = useSignIn(signIn);
  return (
    <Form<Body> name={name} layout="vertical" requiredMark={false} onFinish={(body) => mutation.mutate(body)}>
      <Form.Item
        name="AccountName"
        label={t('login.accountName')}
        rules={[{ required: true, whitespace: true, message: translated('login.accountNameRequired') }]}
      >
        <Input
          size="large"
          autoComplete="username"
          autoFocus={autoFocus}
          placeholder={t('login.accountNamePlaceholder')}
          data-testid={`${testIdPrefix}-account-name`}
        />
      </Form.Item>
      {children}
      <FormSubmitButton loading={mutation.isPending} testId={`${testIdPrefix}-submit`} last>
        {t('login.submit')}
      </FormSubmitButton>
    </Form>
  );
}

function PasswordLoginForm() {
  const { t } = useTranslation();
  return (
    <SignInForm<LoginRequest> name="login" signIn={login} testIdPrefix="login" autoFocus>
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
    </SignInForm>
  );
}

function SmsLoginForm() {
  return (
    <SignInForm<QuickLoginRequest> name="quickLogin" signIn={quickLogin} testIdPrefix="quick-login">
      <SmsCodeField accountField="AccountName" templateCode="QuickLogin" testId="quick-login-sms-code" />
    </SignInForm>
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
