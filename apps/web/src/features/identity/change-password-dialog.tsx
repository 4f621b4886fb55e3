import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';
import { translated } from '../../i18n/translated';
import { type ChangePasswordRequest, changePassword } from './auth-api';
import { signOut } from './session';

type ChangePasswordForm = ChangePasswordRequest & { NewPasswordConfirm: string };

/**
 * Old, new and confirmed password. Afterwards the user signs in again with the new password, so
 * no session opened with the old one stays in use.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useMutation({
    mutationFn: ({ OldPassword, NewPassword }: ChangePasswordForm) => changePassword({ OldPassword, NewPassword }),
    // The login page, which has no antd message, shows the confirmation.
    onSuccess: async () => {
      onClose();
      await signOut({ text: t('changePassword.done'), tone: 'success' });
    },
  });

  return (
    <FormDialog<ChangePasswordForm>
      open={open}
      title={t('changePassword.title')}
      okText={t('changePassword.submit')}
      submitting={change.isPending}
      onClose={onClose}
      form={{ name: 'changePassword', onFinish: (form) => change.mutate(form) }}
    >
      <Form.Item
        name="OldPassword"
        label={t('password.old')}
        rules={[{ required: true, message: translated('password.required') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus data-testid="change-password-old" />
      </Form.Item>
      <NewPasswordFields name="NewPassword" label={t('password.new')} testId="change-password-new" />
    </FormDialog>
  );
}
