import { Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '../../features/auth/change-password-dialog';
import { signOut } from '../../features/auth/session';
import { useUserStore } from '../../stores/user-store';

/** The account name, company name, change password (not for staff acting as the user) and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const userInfo = useUserStore((state) => state.userInfo);
  const isFromAdmin = useUserStore((state) => state.isFromAdmin);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!userInfo) return null;

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <Flex vertical data-testid="user-menu-identity">
          <Typography.Text strong>{userInfo.AccountName}</Typography.Text>
          {userInfo.CompanyNameEn && <Typography.Text type="secondary">{userInfo.CompanyNameEn}</Typography.Text>}
        </Flex>
      ),
    },
    { type: 'divider' },
    ...(isFromAdmin
      ? []
      : [
          {
            key: 'changePassword',
            label: <span data-testid="user-menu-change-password">{t('layout.changePassword')}</span>,
          },
        ]),
    { key: 'logout', label: <span data-testid="user-menu-logout">{t('layout.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'changePassword') setChangingPassword(true);
    if (key === 'logout') void signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
        <Button type="text" data-testid="user-menu" style={{ maxWidth: 200 }}>
          <Typography.Text ellipsis>{userInfo.AccountName}</Typography.Text>
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
