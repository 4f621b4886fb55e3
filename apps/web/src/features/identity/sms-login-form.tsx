import type { SecondStepAnswer } from '@portside/contracts/second-factor';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '../../components/form-submit-button';
import { AntdProvider } from '../../shared/theme/antd-provider';
import { AccountNameItem } from './account-name-item';
import { type QuickLoginRequest, quickLogin } from './auth-api';
import { useSignIn } from './sign-in';
import { SmsCodeField } from './sms-code-field';

/**
 * The SMS tab of the login page: account name and the code of an SMS. Built with antd like the
 * other forms with an SMS code, it loads (with antd) only when the tab is opened.
 */
export function SmsLoginForm({ onSecondStep }: { onSecondStep: (step: SecondStepAnswer) => void }) {
  const { t } = useTranslation();
  const mutation = useSignIn(quickLogin, onSecondStep);
  return (
    <AntdProvider>
      <Form<QuickLoginRequest>
        name="quickLogin"
        layout="vertical"
        requiredMark={false}
        onFinish={(body) => mutation.mutate(body)}
      >
        <AccountNameItem>
          <Input
            size="large"
            autoComplete="username"
            placeholder={t('login.accountNamePlaceholder')}
            data-testid="quick-login-account-name"
          />
        </AccountNameItem>
        <SmsCodeField accountField="AccountName" templateCode="QuickLogin" testId="quick-login-sms-code" />
        <FormSubmitButton loading={mutation.isPending} testId="quick-login-submit" last>
          {t('login.submit')}
        </FormSubmitButton>
      </Form>
    </AntdProvider>
  );
}
