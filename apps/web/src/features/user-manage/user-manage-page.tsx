import type { ClientUser } from '@portside/contracts';
import { App, Button, Flex, Input, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type PageRequest, tablePagination } from '../../components/table-pagination';
import { useUserStore } from '../../stores/user-store';
import { Permission, usePermission } from '../permission/permission';
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

  const columns: TableColumnsType<ClientUser> = [
    { key: 'account', title: t('userManage.accountName'), dataIndex: 'AccountName' },
    { key: 'name', title: t('userManage.name'), dataIndex: 'NameEn' },
    { key: 'phone', title: t('userManage.phone'), dataIndex: 'Phone' },
    { key: 'email', title: t('userManage.email'), dataIndex: 'Email' },
    { key: 'role', title: t('userManage.role'), dataIndex: 'Role', render: (_, user) => t(`roles.${user.Role}`) },
    {
      key: 'enabled',
      title: t('userManage.status'),
      dataIndex: 'Enabled',
      render: (_, user) =>
        user.Enabled ? (
          <Tag color="success">{t('userManage.statusEnabled')}</Tag>
        ) : (
          <Tag>{t('userManage.statusDisabled')}</Tag>
        ),
    },
    {
      key: 'created',
      title: t('userManage.createdTime'),
      dataIndex: 'CreatedTime',
      render: (_, user) => dayjs(user.CreatedTime).format('YYYY-MM-DD HH:mm'),
    },
  ];
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
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('userManage.title')}
      </Typography.Title>
      <Flex wrap gap="small" justify="space-between">
        <Input.Search
          allowClear
          placeholder={t('userManage.searchPlaceholder')}
          aria-label={t('userManage.searchPlaceholder')}
          enterButton={t('common.search')}
          onSearch={(keyword) => setRequest({ ...request, PageIndex: 1, Keyword: keyword.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="user-manage-search"
        />
        <Permission code={USER_MANAGE_BUTTONS.create}>
          <Button type="primary" onClick={() => setCreating(true)} data-testid="user-manage-create">
            {t('userManage.create')}
          </Button>
        </Permission>
      </Flex>
      <Table<ClientUser>
        rowKey="UserId"
        columns={columns}
        dataSource={page.data?.Items}
        loading={page.isFetching}
        pagination={tablePagination(t, request, page.data?.TotalCount ?? 0, setRequest)}
        scroll={{ x: 'max-content' }}
        data-testid="user-manage-table"
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <ResetUserPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <GrantMenusDialog user={granting} onClose={() => setGranting(undefined)} />
    </Flex>
  );
}
