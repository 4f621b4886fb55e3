import { App, Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { message } = App.useApp();
  const grantableMenus = useGrantableMenus(open);
  const create = useCreateClientUser();

  const submit = (form: CreateUserForm) =>
    create.mutate(
      {
        AccountName: form.AccountName,
        Password: form.Password,
        NameEn: optionalText(form.NameEn),
        Phone: optionalText(form.Phone),
        Email: optionalText(form.Email),
        MenuCodes: form.MenuCodes ?? [],
      },
      {
        onSuccess: () => {
          message.success(t('userManage.created'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('userManage.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: create.isPending }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<CreateUserForm>
          name="createUser"
          layout="vertical"
          scrollToFirstError={{ focus: true }}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
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
      <Form.Item
        name="Email"
        label={t('userManage.email')}
        rules={[{ type: 'email', message: translated('common.emailFormat') }]}
      >
        <Input type="email" autoComplete="off" data-testid="create-user-email" />
      </Form.Item>
      {grantableMenus.data ? (
        <Form.Item name="MenuCodes" label={t('userManage.menus')} extra={t('userManage.menusHint')}>
          <MenuCodesTree menus={grantableMenus.data} />
        </Form.Item>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
