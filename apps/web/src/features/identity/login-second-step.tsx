import type { SecondStepAnswer, TotpEnrolmentConfirmed } from '@portside/contracts/second-factor';
import { useMutation } from '@tanstack/react-query';
import { Alert, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '../../components/form-submit-button';
import { translated } from '../../i18n/translated';
import { AntdProvider } from '../../shared/theme/antd-provider';
import { useFinishSignIn } from './sign-in';
import { beginSignInEnrolment, confirmSignInEnrolment, loginBySecondFactor } from './totp-api';
import { RecoveryCodesView, TotpEnrolmentForm } from './totp-enrolment';

/** Six digits of the authenticator, or a recovery code (ten letters and digits, a dash allowed). */
const SECOND_FACTOR_CODE_PATTERN = /^\s*(\d{6}|[A-Za-z0-9-]{10,20})\s*$/;

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

/**
 * The second step the server asked for after the first factor: the authenticator's code, or the
 * enrolment of one. Built with antd, it loads (with antd) only when a sign-in needs it.
 */
export function LoginSecondStep({ step }: { step: SecondStepAnswer }) {
  return (
    <AntdProvider>
      {step.SecondStep === 'Code' ? (
        <SecondFactorForm pendingToken={step.PendingToken} />
      ) : (
        <SignInEnrolment pendingToken={step.PendingToken} />
      )}
    </AntdProvider>
  );
}
