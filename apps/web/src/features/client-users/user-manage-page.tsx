import type { ClientUser } from '@portside/contracts';
import { App, Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PageRequest } from '../../components/paged-table';
import { userColumns } from '../../shared/accounts/user-columns';
import { type ConfigurableColumn, useConfiguredColumns } from '../../shared/column-settings/table-settings';
import { Permission, usePermission } from '../../shared/permissions/permission';
import { useUserStore } from '../../stores/user-store';
import { formatDateTime } from '../../utils/date-time';
import { CompanySecuritySwitch } from './company-security-switch';
import { CreateUserDialog } from './create-user-dialog';
import { GrantMenusDialog } from './grant-menus-dialog';
import { ResetUserPasswordDialog } from './reset-user-password-dialog';
import { useClientUserPage, useSetClientUserEnabled } from './user-manage-api';

/** Button permission codes of account management (the server's menu tree). */
const USER_MANAGE_BUTTONS = {
  create: 'UserManage:Create',
  enable: 'UserManage:Enable',
  resetPassword: 'UserManage:ResetPassword',
  grant: 'UserManage:Grant',
} as const;

/** The account table's key for the user's column settings. */
const USER_MANAGE_TABLE_KEY = 'userManage';

/** /systemConfig/userManage: the client admin's sub-accounts. */
export function UserManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [request, setRequest] = useState<PageRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<ClientUser>();
  const [granting, setGranting] = useState<ClientUser>();
  const page = useClientUserPage(request);
  const ownUserId = useUserStore((state) => state.userInfo?.UserId);
  const setEnabled = useSetClientUserEnabled();
  const canEnable = usePermission(USER_MANAGE_BUTTONS.enable);
  const canResetPassword = usePermission(USER_MANAGE_BUTTONS.resetPassword);
  const canGrant = usePermission(USER_MANAGE_BUTTONS.grant);

  const toggleEnabled = (user: ClientUser) =>
    setEnabled.mutate(
      { UserId: user.UserId, Enabled: !user.Enabled },
      { onSuccess: () => message.success(t(user.Enabled ? 'userManage.disabled' : 'userManage.enabled')) },
    );

  const users = userColumns<ClientUser>(t);
  const configurable: ConfigurableColumn<ClientUser>[] = [
    users.account,
    users.name,
    users.phone,
    { key: 'email', title: t('userManage.email'), dataIndex: 'Email' },
    users.role,
    users.enabled,
    {
      key: 'created',
      title: t('userManage.createdTime'),
      dataIndex: 'CreatedTime',
      render: (_, user) => formatDateTime(user.CreatedTime),
    },
  ];
  const configured = useConfiguredColumns(USER_MANAGE_TABLE_KEY, configurable);
  const columns: TableColumnsType<ClientUser> = [...configured.columns];
  if (canEnable || canResetPassword || canGrant) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      // The admin's own account is listed too, but is not theirs to disable or re-grant here.
      render: (_, user) =>
        user.UserId === ownUserId ? null : (
          <Flex wrap gap="small">
            <Permission code={USER_MANAGE_BUTTONS.enable}>
              {user.Enabled ? (
                <Popconfirm
                  title={t('userManage.disableConfirm', { account: user.AccountName })}
                  okText={t('userManage.disable')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => toggleEnabled(user)}
                >
                  <Button size="small" danger data-testid={`disable-${user.AccountName}`}>
                    {t('userManage.disable')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" onClick={() => toggleEnabled(user)} data-testid={`enable-${user.AccountName}`}>
                  {t('userManage.enable')}
                </Button>
              )}
            </Permission>
            <Permission code={USER_MANAGE_BUTTONS.resetPassword}>
              <Button
                size="small"
                onClick={() => setResetting(user)}
                data-testid={`reset-password-${user.AccountName}`}
              >
                {t('userManage.resetPassword')}
              </Button>
            </Permission>
            <Permission code={USER_MANAGE_BUTTONS.grant}>
              <Button size="small" onClick={() => setGranting(user)} data-testid={`grant-${user.AccountName}`}>
                {t('userManage.grant')}
              </Button>
            </Permission>
          </Flex>
        ),
    });
  }

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('userManage.title')}</PageTitle>
      <CompanySecuritySwitch />
      <Flex wrap gap="small" justify="space-between">
        <KeywordSearch
          placeholder={t('userManage.searchPlaceholder')}
          onSearch={(Keyword) => setRequest({ ...request, PageIndex: 1, Keyword })}
          testId="user-manage-search"
        />
        <Flex gap="small">
          <Permission code={USER_MANAGE_BUTTONS.create}>
            <Button type="primary" onClick={() => setCreating(true)} data-testid="user-manage-create">
              {t('userManage.create')}
            </Button>
          </Permission>
          {configured.control}
        </Flex>
      </Flex>
      <PagedTable<ClientUser, PageRequest>
        rowKey="UserId"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="user-manage-table"
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <ResetUserPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <GrantMenusDialog user={granting} onClose={() => setGranting(undefined)} />
    </Flex>
  );
}
