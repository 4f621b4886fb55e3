import type { ClientUser } from '@portside/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useSubmitAndClose } from '../../components/form-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useResetClientUserPassword } from './user-manage-api';

/** Sets a new password for a sub-account; the admin passes it on to the user. */
export function ResetUserPasswordDialog({ user, onClose }: { user: ClientUser | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetClientUserPassword();

  const send = useSubmitAndClose(reset.mutate, t('userManage.passwordReset'), onClose);
  const submit = ({ NewPassword }: { NewPassword: string }) => {
    if (user) send({ UserId: user.UserId, NewPassword });
  };

  return (
    <FormDialog<{ NewPassword: string }>
      open={user !== undefined}
      title={t('userManage.resetPasswordTitle')}
      submitting={reset.isPending}
      onClose={onClose}
      form={{ name: 'resetUserPassword', onFinish: submit }}
    >
      <Typography.Paragraph>{t('userManage.resetPasswordFor', { account: user?.AccountName })}</Typography.Paragraph>
      <NewPasswordFields name="NewPassword" label={t('password.new')} testId="reset-user-password" />
    </FormDialog>
  );
}
