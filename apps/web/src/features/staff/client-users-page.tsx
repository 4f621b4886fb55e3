import type { staffClientUserSchema } from '@portside/contracts';
import { App, Button, Flex, Switch, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PageRequest } from '../../components/paged-table';
import { userColumns } from '../../shared/accounts/user-columns';
import { useCreateCallbackTicket, useSetPrivateCustomer, useStaffClientUserPage } from './staff-api';

type StaffClientUser = z.infer<typeof staffClientUserSchema>;

/** /staff/clientUsers: the forwarder's staff open the portal as one of their clients' users. */
export function ClientUsersPage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<PageRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useStaffClientUserPage(request);
  const createTicket = useCreateCallbackTicket();
  const setPrivate = useSetPrivateCustomer();
  const { message } = App.useApp();

  const switchPrivate = (user: StaffClientUser, IsPrivateCustomer: boolean) =>
    setPrivate.mutate(
      { CompanyId: user.CompanyId, IsPrivateCustomer },
      {
        onSuccess: () =>
          message.success(
            t(IsPrivateCustomer ? 'catalogue.privateCustomerOn' : 'catalogue.privateCustomerOff', {
              company: user.CompanyNameEn,
            }),
          ),
      },
    );

  const openPortalAs = (user: StaffClientUser) =>
    createTicket.mutate(
      { UserId: user.UserId },
      // The staff member keeps this page; the client's portal opens beside it.
      { onSuccess: ({ Url }) => window.open(Url, '_blank', 'noopener') },
    );

  const users = userColumns<StaffClientUser>(t);
  const columns: TableColumnsType<StaffClientUser> = [
    { key: 'company', title: t('staff.company'), dataIndex: 'CompanyNameEn' },
    {
      key: 'privateCustomer',
      title: t('catalogue.privateCustomer'),
      render: (_, user) => (
        <Switch
          size="small"
          checked={user.CompanyIsPrivateCustomer}
          loading={setPrivate.isPending && setPrivate.variables?.CompanyId === user.CompanyId}
          onChange={(checked) => switchPrivate(user, checked)}
          aria-label={`${t('catalogue.privateCustomer')}: ${user.CompanyNameEn}`}
          data-testid={`private-customer-${user.AccountName}`}
        />
      ),
    },
    users.account,
    users.name,
    users.phone,
    users.role,
    users.enabled,
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
      <PageTitle>{t('staff.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('staff.description')}
      </Typography.Paragraph>
      <KeywordSearch
        placeholder={t('staff.searchPlaceholder')}
        onSearch={(Keyword) => setRequest({ ...request, PageIndex: 1, Keyword })}
        testId="staff-client-users-search"
      />
      <PagedTable<StaffClientUser, PageRequest>
        rowKey="UserId"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="staff-client-users-table"
      />
    </Flex>
  );
}
