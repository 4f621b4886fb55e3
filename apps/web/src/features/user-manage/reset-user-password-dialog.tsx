import type { ClientUser } from '@portside/contracts';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useResetClientUserPassword } from './user-manage-api';

/** Sets a new password for a sub-account; the admin passes it on to the user. */
export function ResetUserPasswordDialog({ user, onClose }: { user: ClientUser | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reset = useResetClientUserPassword();

  const submit = ({ NewPassword }: { NewPassword: string }) => {
    if (!user) return;
    reset.mutate(
      { UserId: user.UserId, NewPassword },
      {
        onSuccess: () => {
          message.success(t('userManage.passwordReset'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={user !== undefined}
      title={t('userManage.resetPasswordTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: reset.isPending }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form name="resetUserPassword" layout="vertical" onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph>{t('userManage.resetPasswordFor', { account: user?.AccountName })}</Typography.Paragraph>
      <NewPasswordFields name="NewPassword" label={t('password.new')} testId="reset-user-password" />
    </Modal>
  );
}
