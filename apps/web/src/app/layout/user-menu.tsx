import { UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../components/once-opened';
import { PlainText } from '../../components/plain-text';
import { signOut } from '../../features/identity/session';
import { lazyComponent } from '../../lib/chunk-reload';
import { useUserStore } from '../../stores/user-store';
import { SalesmanContact } from './salesman-contact';

// Opened from the menu only: loaded then, not with the first screen.
const ChangePasswordDialog = lazyComponent(
  async () => (await import('../../features/identity/change-password-dialog')).ChangePasswordDialog,
);
const TotpDialog = lazyComponent(async () => (await import('../../features/identity/totp-dialog')).TotpDialog);

/**
 * The account and company names (spec §1), the salesman where the header has no room for them,
 * change password and two-step sign-in (not for staff acting as the user) and log out.
 */
export function UserMenu({ compact, showSalesman }: { compact: boolean; showSalesman: boolean }) {
  const { t } = useTranslation();
  const userInfo = useUserStore((state) => state.userInfo);
  const isFromAdmin = useUserStore((state) => state.isFromAdmin);
  const [changingPassword, setChangingPassword] = useState(false);
  const [managingTotp, setManagingTotp] = useState(false);
  if (!userInfo) return null;
  const hasSalesman = Boolean(userInfo.SalesmanNameEn || userInfo.SalesmanPhone);

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
    ...(showSalesman && hasSalesman
      ? [{ key: 'salesman', type: 'group' as const, label: <SalesmanContact vertical /> }]
      : []),
    { type: 'divider' },
    ...(isFromAdmin
      ? []
      : [
          {
            key: 'changePassword',
            label: <span data-testid="user-menu-change-password">{t('layout.changePassword')}</span>,
          },
          { key: 'totp', label: <span data-testid="user-menu-totp">{t('totp.menuItem')}</span> },
        ]),
    { key: 'logout', label: <span data-testid="user-menu-logout">{t('layout.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'changePassword') setChangingPassword(true);
    if (key === 'totp') setManagingTotp(true);
    if (key === 'logout') void signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
        <Button
          type="text"
          icon={compact ? <UserOutlined /> : undefined}
          aria-label={compact ? t('layout.account', { account: userInfo.AccountName }) : undefined}
          data-testid="user-menu"
          style={{ maxWidth: 170, height: 'auto', minHeight: 32 }}
        >
          {!compact && (
            <Flex vertical align="flex-start" style={{ lineHeight: 1.25, minWidth: 0 }}>
              <PlainText oneLine style={{ maxWidth: 140 }}>
                {userInfo.AccountName}
              </PlainText>
              {userInfo.CompanyNameEn && (
                <PlainText secondary oneLine style={{ maxWidth: 140, fontSize: 12 }}>
                  {userInfo.CompanyNameEn}
                </PlainText>
              )}
            </Flex>
          )}
        </Button>
      </Dropdown>
      <OnceOpened open={changingPassword}>
        <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      </OnceOpened>
      <OnceOpened open={managingTotp}>
        <TotpDialog open={managingTotp} onClose={() => setManagingTotp(false)} />
      </OnceOpened>
    </>
  );
}
