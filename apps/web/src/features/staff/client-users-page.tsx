import type { staffClientUserSchema } from '@portside/contracts';
import { Button, Flex, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, type PageRequest, tablePagination } from '../../components/table-pagination';
import { useCreateCallbackTicket, useStaffClientUserPage } from './staff-api';

type StaffClientUser = z.infer<typeof staffClientUserSchema>;

/** /staff/clientUsers: the forwarder's staff open the portal as one of their clients' users. */
export function ClientUsersPage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<PageRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useStaffClientUserPage(request);
  const createTicket = useCreateCallbackTicket();

  const openPortalAs = (user: StaffClientUser) =>
    createTicket.mutate(
      { UserId: user.UserId },
      // The staff member keeps this page; the client's portal opens beside it.
      { onSuccess: ({ Url }) => window.open(Url, '_blank', 'noopener') },
    );

  const columns: TableColumnsType<StaffClientUser> = [
    { key: 'company', title: t('staff.company'), dataIndex: 'CompanyNameEn' },
    { key: 'account', title: t('userManage.accountName'), dataIndex: 'AccountName' },
    { key: 'name', title: t('userManage.name'), dataIndex: 'NameEn' },
    { key: 'phone', title: t('userManage.phone'), dataIndex: 'Phone' },
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
      key: 'actions',
      title: t('common.actions'),
      render: (_, user) => (
        <Button
          size="small"
          type="primary"
          disabled={!user.Enabled}
          loading={createTicket.isPending && createTicket.variables?.UserId === user.UserId}
          onClick={() => openPortalAs(user)}
          data-testid={`open-portal-as-${user.AccountName}`}
        >
          {t('staff.openPortalAs')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('staff.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('staff.description')}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('staff.searchPlaceholder')}
        aria-label={t('staff.searchPlaceholder')}
        enterButton={t('common.search')}
        onSearch={(keyword) => setRequest({ ...request, PageIndex: 1, Keyword: keyword.trim() || undefined })}
        style={{ maxWidth: 360 }}
        data-testid="staff-client-users-search"
      />
      <Table<StaffClientUser>
        rowKey="UserId"
        columns={columns}
        dataSource={page.data?.Items}
        loading={page.isFetching}
        pagination={tablePagination(t, request, page.data?.TotalCount ?? 0, setRequest)}
        scroll={{ x: 'max-content' }}
        data-testid="staff-client-users-table"
      />
    </Flex>
  );
}
