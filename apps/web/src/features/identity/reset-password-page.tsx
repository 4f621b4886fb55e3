import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthShell } from '../../components/auth-shell';
import { FormSubmitButton } from '../../components/form-submit-button';
import { NewPasswordFields } from '../../components/new-password-fields';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import type { LoginPageMessage } from '../../lib/navigation';
import { AccountNameItem } from './account-name-item';
import { type ResetPasswordRequest, resetPassword } from './auth-api';
import { SmsCodeField } from './sms-code-field';

type ResetPasswordForm = ResetPasswordRequest & { NewPasswordConfirm: string };

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: ({ AccountName, SmsCode, NewPassword }: ResetPasswordForm) =>
      resetPassword({ AccountName, SmsCode, NewPassword }),
    // The login page, which has no antd message, shows the confirmation.
    onSuccess: () => {
      const done: LoginPageMessage = { text: t('resetPassword.done'), tone: 'success' };
      navigate(paths.login, { replace: true, state: done });
    },
  });

  return (
    <AuthShell title={t('resetPassword.heading')} subtitle={t('resetPassword.subheading')}>
      <Form<ResetPasswordForm>
        name="resetPassword"
        layout="vertical"
        requiredMark={false}
        onFinish={(form) => reset.mutate(form)}
      >
        <AccountNameItem>
          <Input autoComplete="username" autoFocus data-testid="reset-account-name" />
        </AccountNameItem>
        <SmsCodeField accountField="AccountName" templateCode="ResetPassword" testId="reset-sms-code" />
        <NewPasswordFields name="NewPassword" label={t('password.new')} testId="reset-new-password" />
        <FormSubmitButton loading={reset.isPending} testId="reset-submit">
          {t('resetPassword.submit')}
        </FormSubmitButton>
      </Form>
      <RouterLink to={paths.login} testId="reset-login-link">
        {t('resetPassword.backToLogin')}
      </RouterLink>
    </AuthShell>
  );
}
