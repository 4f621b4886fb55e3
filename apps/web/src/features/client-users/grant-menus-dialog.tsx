import type { ClientUser } from '@portside/contracts';
import { Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useSubmitAndClose } from '../../components/form-dialog';
import { MenuCodesTree } from './menu-codes-tree';
import { useGrantableMenus, useGrantClientUserMenus } from './user-manage-api';

/** The menus and buttons a sub-account may use, starting from its current grants. */
export function GrantMenusDialog({ user, onClose }: { user: ClientUser | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const grantableMenus = useGrantableMenus(user !== undefined);
  const grant = useGrantClientUserMenus();

  const send = useSubmitAndClose(grant.mutate, t('userManage.granted'), onClose);
  const submit = ({ MenuCodes }: { MenuCodes: string[] }) => {
    if (user) send({ UserId: user.UserId, MenuCodes });
  };

  return (
    <FormDialog<{ MenuCodes: string[] }>
      open={user !== undefined}
      title={t('userManage.grantTitle')}
      submitting={grant.isPending}
      submitDisabled={!grantableMenus.data}
      onClose={onClose}
      form={{ name: 'grantMenus', initialValues: { MenuCodes: user?.MenuCodes ?? [] }, onFinish: submit }}
    >
      <Typography.Paragraph>{t('userManage.grantFor', { account: user?.AccountName })}</Typography.Paragraph>
      {grantableMenus.data ? (
        <Form.Item name="MenuCodes" label={t('userManage.menus')}>
          <MenuCodesTree menus={grantableMenus.data} />
        </Form.Item>
      ) : (
        <Spin />
      )}
    </FormDialog>
  );
}
