import type { ClientUser } from '@portside/contracts';
import { type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';

type UserRow = Pick<ClientUser, 'AccountName' | 'NameEn' | 'Phone' | 'Role' | 'Enabled'>;

/** The columns every list of portal users shows, for a page to place among its own. */
export function userColumns<Row extends UserRow>(t: TFunction) {
  return {
    account: { key: 'account', title: t('userManage.accountName'), dataIndex: 'AccountName' },
    name: { key: 'name', title: t('userManage.name'), dataIndex: 'NameEn' },
    phone: { key: 'phone', title: t('userManage.phone'), dataIndex: 'Phone' },
    role: { key: 'role', title: t('userManage.role'), dataIndex: 'Role', render: (_, user) => t(`roles.${user.Role}`) },
    enabled: {
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
  } satisfies Record<string, TableColumnType<Row>>;
}
