import { Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/email-field';
import { FormDialog, useSubmitAndClose } from '../../components/form-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';
import { translated } from '../../i18n/translated';
import { optionalMobileNumber, optionalText } from './account-fields';
import { MenuCodesTree } from './menu-codes-tree';
import { useCreateClientUser, useGrantableMenus } from './user-manage-api';

interface CreateUserForm {
  AccountName: string;
  Password: string;
  NameEn?: string;
  Phone?: string;
  Email?: string;
  MenuCodes?: string[];
}

/** A new sub-account of the company, with the menus and buttons it may use. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const grantableMenus = useGrantableMenus(open);
  const create = useCreateClientUser();

  const send = useSubmitAndClose(create.mutate, t('userManage.created'), onClose);
  const submit = (form: CreateUserForm) =>
    send({
      AccountName: form.AccountName,
      Password: form.Password,
      NameEn: optionalText(form.NameEn),
      Phone: optionalText(form.Phone),
      Email: optionalText(form.Email),
      MenuCodes: form.MenuCodes ?? [],
    });

  return (
    <FormDialog<CreateUserForm>
      open={open}
      title={t('userManage.createTitle')}
      submitting={create.isPending}
      onClose={onClose}
      form={{ name: 'createUser', onFinish: submit }}
    >
      <Form.Item
        name="AccountName"
        label={t('userManage.accountName')}
        rules={[
          { required: true, whitespace: true, message: translated('login.accountNameRequired') },
          { max: 64, message: translated('common.tooLong', { max: 64 }) },
        ]}
      >
        <Input autoComplete="off" autoFocus data-testid="create-user-account-name" />
      </Form.Item>
      <NewPasswordFields name="Password" label={t('login.password')} testId="create-user-password" />
      <Form.Item
        name="NameEn"
        label={t('userManage.name')}
        rules={[{ max: 100, message: translated('common.tooLong', { max: 100 }) }]}
      >
        <Input autoComplete="off" data-testid="create-user-name" />
      </Form.Item>
      <Form.Item name="Phone" label={t('userManage.phone')} rules={[optionalMobileNumber(t('register.mobileFormat'))]}>
        <Input inputMode="tel" autoComplete="off" placeholder="+8613800138000" data-testid="create-user-phone" />
      </Form.Item>
      <EmailField name="Email" label={t('userManage.email')} autoComplete="off" testId="create-user-email" />
      {grantableMenus.data ? (
        <Form.Item name="MenuCodes" label={t('userManage.menus')} extra={t('userManage.menusHint')}>
          <MenuCodesTree menus={grantableMenus.data} />
        </Form.Item>
      ) : (
        <Spin />
      )}
    </FormDialog>
  );
}
