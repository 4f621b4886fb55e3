import { ADDRESS_KINDS, type Address } from '@portside/contracts';
import { Button, Flex, Popconfirm, Segmented, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { AddressDialog } from './address-dialog';
import { type AddressListRequest, useAddressPage, useDeleteAddress } from './catalogue-api';

const ALL = 'all';

/** /clientSetting/address: the company's pickup and sender addresses (the one Setting page a private customer keeps). */
export function AddressPage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<AddressListRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useAddressPage(request);
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<{ address?: Address } | undefined>();

  const columns: TableColumnsType<Address> = [
    {
      key: 'label',
      title: t('catalogue.addressLabel'),
      render: (_, address) => (
        <Space size={4} wrap>
          {address.Label}
          {address.IsDefault && <Tag color="processing">{t('catalogue.default')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'kind',
      title: t('catalogue.addressKind'),
      render: (_, address) => t(`catalogue.addressKinds.${address.Kind}`),
    },
    { key: 'contact', title: t('catalogue.contact'), render: (_, address) => `${address.Contact} ${address.Phone}` },
    {
      key: 'address',
      title: t('catalogue.address'),
      render: (_, a) =>
        [a.AddressLine1, a.AddressLine2, a.City, a.Province, a.PostalCode, a.CountryCode].filter(Boolean).join(', '),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, address) => (
        <Space>
          <Button size="small" onClick={() => setEditing({ address })} data-testid={`edit-address-${address.Id}`}>
            {t('catalogue.edit')}
          </Button>
          <Popconfirm
            title={t('catalogue.deleteAddressConfirm', { label: address.Label })}
            okText={t('catalogue.delete')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove.mutate(address.Id)}
          >
            <Button size="small" danger data-testid={`delete-address-${address.Id}`}>
              {t('catalogue.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('catalogue.addressesTitle')}</PageTitle>
      <Flex gap="small" wrap justify="space-between">
        <Flex gap="small" wrap>
          <Segmented
            aria-label={t('catalogue.addressKind')}
            value={request.Kind ?? ALL}
            options={[
              { value: ALL, label: t('catalogue.allKinds') },
              ...ADDRESS_KINDS.map((kind) => ({ value: kind, label: t(`catalogue.addressKinds.${kind}`) })),
            ]}
            onChange={(kind) =>
              setRequest({ ...request, PageIndex: 1, Kind: kind === ALL ? undefined : (kind as Address['Kind']) })
            }
            data-testid="address-kind-filter"
          />
          <KeywordSearch
            placeholder={t('catalogue.addressSearch')}
            onSearch={(Keyword) => setRequest({ ...request, PageIndex: 1, Keyword })}
            testId="address-search"
          />
        </Flex>
        <Button type="primary" onClick={() => setEditing({})} data-testid="add-address">
          {t('catalogue.addAddress')}
        </Button>
      </Flex>
      <PagedTable<Address, AddressListRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="address-table"
      />
      {editing && <AddressDialog open address={editing.address} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
