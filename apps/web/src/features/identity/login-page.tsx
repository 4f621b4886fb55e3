import type { LoginAnswer } from '@portside/contracts/identity';
import type { SecondStepAnswer, SignInAnswer, TotpEnrolmentConfirmed } from '@portside/contracts/second-factor';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
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
import { beginSignInEnrolment, confirmSignInEnrolment, loginBySecondFactor } from './totp-api';
import { RecoveryCodesView, TotpEnrolmentForm } from './totp-enrolment';

/** Six digits of the authenticator, or a recovery code (ten letters and digits, a dash allowed). */
const SECOND_FACTOR_CODE_PATTERN = /^\s*(\d{6}|[A-Za-z0-9-]{10,20})\s*$/;

/** Keeps the session and opens the remembered page, or the user's first page. */
function useFinishSignIn(): (answer: LoginAnswer) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pagePaths = usePagePaths();
  return async (answer) => {
    await startSession(answer);
    await navigate(landingPath(redirectTargetFrom(searchParams), pagePaths), { replace: true });
  };
}

/** The first factor: a session, or the second step the account still needs. */
function useSignIn<Body>(
  signIn: (body: Body) => Promise<SignInAnswer>,
  onSecondStep: (step: SecondStepAnswer) => void,
) {
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: async (body: Body) => {
      const answer = await signIn(body);
      if ('PendingToken' in answer) onSecondStep(answer);
      else await finish(answer);
    },
  });
}

/** One way of signing in: its form, starting with the account name and ending with the submit button. */
function SignInForm<Body>({
  name,
  signIn,
  onSecondStep,
  testIdPrefix,
  autoFocus = false,
  children,
}: {
  name: string;
  signIn: (body: Body) => Promise<SignInAnswer>;
  onSecondStep: (step: SecondStepAnswer) => void;
  testIdPrefix: string;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const mutation = useSignIn(signIn, onSecondStep);
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

type SecondStepHandler = { onSecondStep: (step: SecondStepAnswer) => void };

function PasswordLoginForm({ onSecondStep }: SecondStepHandler) {
  const { t } = useTranslation();
  return (
    <SignInForm<LoginRequest> name="login" signIn={login} onSecondStep={onSecondStep} testIdPrefix="login" autoFocus>
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

function SmsLoginForm({ onSecondStep }: SecondStepHandler) {
  return (
    <SignInForm<QuickLoginRequest>
      name="quickLogin"
      signIn={quickLogin}
      onSecondStep={onSecondStep}
      testIdPrefix="quick-login"
    >
      <SmsCodeField accountField="AccountName" templateCode="QuickLogin" testId="quick-login-sms-code" />
    </SignInForm>
  );
}

/** The second step: a code of the authenticator, or one of the recovery codes. */
function SecondFactorForm({ pendingToken }: { pendingToken: string }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const mutation = useMutation({
    mutationFn: async ({ Code }: { Code: string }) => finish(await loginBySecondFactor(pendingToken, Code.trim())),
  });
  return (
    <Form<{ Code: string }>
      name="secondFactor"
      layout="vertical"
      requiredMark={false}
      onFinish={(body) => mutation.mutate(body)}
    >
      <Typography.Paragraph>{t('totp.secondStepHint')}</Typography.Paragraph>
      <Form.Item
        name="Code"
        label={t('totp.codeOrRecoveryCode')}
        rules={[
          { required: true, whitespace: true, message: translated('totp.codeRequired') },
          { pattern: SECOND_FACTOR_CODE_PATTERN, message: translated('totp.codeOrRecoveryFormat') },
        ]}
      >
        <Input
          size="large"
          autoComplete="one-time-code"
          autoFocus
          placeholder={t('totp.codePlaceholder')}
          data-testid="second-factor-code"
        />
      </Form.Item>
      <FormSubmitButton loading={mutation.isPending} testId="second-factor-submit" last>
        {t('login.submit')}
      </FormSubmitButton>
    </Form>
  );
}

/** The enrolment an account that must have an authenticator owes before its first session. */
function SignInEnrolment({ pendingToken }: { pendingToken: string }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [confirmed, setConfirmed] = useState<TotpEnrolmentConfirmed | null>(null);
  const login = confirmed?.Login;
  if (confirmed && login) {
    return <RecoveryCodesView codes={confirmed.RecoveryCodes} onDone={() => void finish(login)} />;
  }
  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon title={t('totp.enrolRequired')} />
      <TotpEnrolmentForm
        enrolmentKey={pendingToken}
        begin={() => beginSignInEnrolment(pendingToken)}
        confirm={(code) => confirmSignInEnrolment(pendingToken, code)}
        onConfirmed={setConfirmed}
      />
    </Flex>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const [secondStep, setSecondStep] = useState<SecondStepAnswer | null>(null);
  if (secondStep) {
    return (
      <AuthShell
        title={secondStep.SecondStep === 'Code' ? t('totp.secondStepHeading') : t('totp.enrolHeading')}
        width={secondStep.SecondStep === 'Code' ? 420 : 480}
      >
        {secondStep.SecondStep === 'Code' ? (
          <SecondFactorForm pendingToken={secondStep.PendingToken} />
        ) : (
          <SignInEnrolment pendingToken={secondStep.PendingToken} />
        )}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button type="link" onClick={() => setSecondStep(null)} data-testid="second-factor-restart">
            {t('totp.restartSignIn')}
          </Button>
        </Flex>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('login.heading')} subtitle={t('login.subheading')}>
      <Tabs
        items={[
          {
            key: 'password',
            label: t('login.passwordTab'),
            children: <PasswordLoginForm onSecondStep={setSecondStep} />,
          },
          {
            key: 'sms',
            label: <span data-testid="login-tab-sms">{t('login.smsTab')}</span>,
            children: <SmsLoginForm onSecondStep={setSecondStep} />,
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
