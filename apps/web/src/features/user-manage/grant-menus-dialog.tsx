import type { ClientUser } from '@portside/contracts';
import { App, Form, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuCodesTree } from './menu-codes-tree';
import { useGrantableMenus, useGrantClientUserMenus } from './user-manage-api';

/** The menus and buttons a sub-account may use, starting from its current grants. */
export function GrantMenusDialog({ user, onClose }: { user: ClientUser | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const grantableMenus = useGrantableMenus(user !== undefined);
  const grant = useGrantClientUserMenus();

  const submit = ({ MenuCodes }: { MenuCodes: string[] }) => {
    if (!user) return;
    grant.mutate(
      { UserId: user.UserId, MenuCodes },
      {
        onSuccess: () => {
          message.success(t('userManage.granted'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={user !== undefined}
      title={t('userManage.grantTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: grant.isPending, disabled: !grantableMenus.data }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form
          name="grantMenus"
          layout="vertical"
          initialValues={{ MenuCodes: user?.MenuCodes ?? [] }}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph>{t('userManage.grantFor', { account: user?.AccountName })}</Typography.Paragraph>
      {grantableMenus.data ? (
        <Form.Item name="MenuCodes" label={t('userManage.menus')}>
          <MenuCodesTree menus={grantableMenus.data} />
        </Form.Item>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
