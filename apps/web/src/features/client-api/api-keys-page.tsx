import type { ClientApiKey, WebhookDelivery, WebhookSubscriptionSummary } from '@portside/contracts';
import {
  Alert,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { formatDateTime } from '../../utils/date-time';
import {
  useClientApiKeys,
  useCreateClientApiKey,
  useRevokeClientApiKey,
  useWebhookDeliveries,
  useWebhookSubscriptions,
} from './client-api-api';

const DAY = 24 * 60 * 60 * 1000;
/** How long a new key lives: never expiring, or a number of days. */
const EXPIRIES = ['never', '30', '90', '365'] as const;
type Expiry = (typeof EXPIRIES)[number];
const DELIVERY_PAGE_SIZE = 20;

function keyState(key: ClientApiKey): 'revoked' | 'expired' | 'active' {
  if (key.RevokedTime) return 'revoked';
  if (key.ExpiresTime && new Date(key.ExpiresTime).getTime() <= Date.now()) return 'expired';
  return 'active';
}

const STATE_COLORS = { active: 'success', revoked: 'default', expired: 'warning' } as const;
const DELIVERY_COLORS = { delivered: 'success', pending: 'processing', failed: 'error' } as const;

/** The dialog that names a new key, then shows it once. */
function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClientApiKey();
  const [form] = Form.useForm<{ Name: string; Expiry: Expiry }>();
  const created = create.data;
  const close = () => {
    create.reset();
    form.resetFields();
    onClose();
  };
  const submit = ({ Name, Expiry }: { Name: string; Expiry: Expiry }) =>
    create.mutate({
      Name,
      ExpiresTime: Expiry === 'never' ? null : new Date(Date.now() + Number(Expiry) * DAY).toISOString(),
    });
  return (
    <Modal
      open={open}
      title={created ? t('clientApi.createdTitle') : t('clientApi.create')}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            {t('clientApi.done')}
          </Button>
        ) : (
          <Flex gap="small" justify="end">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()} data-testid="create-key-ok">
              {t('clientApi.create')}
            </Button>
          </Flex>
        )
      }
    >
      {created ? (
        <Flex vertical gap="small">
          <Alert type="warning" showIcon title={t('clientApi.shownOnce')} />
          <Typography.Paragraph copyable={{ text: created.Key }} code data-testid="created-key">
            {created.Key}
          </Typography.Paragraph>
        </Flex>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ Expiry: 'never' }} onFinish={submit} name="createKey">
          <Form.Item
            name="Name"
            label={t('clientApi.name')}
            rules={[
              { required: true, whitespace: true, message: t('clientApi.nameRequired') },
              { max: 100, message: t('common.tooLong', { max: 100 }) },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="Expiry" label={t('clientApi.expiry')}>
            <Select
              options={EXPIRIES.map((value) => ({
                value,
                label: value === 'never' ? t('clientApi.never') : t('clientApi.days', { count: Number(value) }),
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** A subscription's delivery log, newest first. */
function DeliveryLog({ subscription, onClose }: { subscription?: WebhookSubscriptionSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(subscription?.Id, page, DELIVERY_PAGE_SIZE);
  const columns: TableColumnsType<WebhookDelivery> = [
    {
      key: 'event',
      title: t('clientApi.eventId'),
      render: (_, row) => <Typography.Text code>{row.EventId}</Typography.Text>,
    },
    { key: 'created', title: t('clientApi.queued'), render: (_, row) => formatDateTime(row.CreatedTime) },
    {
      key: 'state',
      title: t('clientApi.state'),
      render: (_, row) => <Tag color={DELIVERY_COLORS[row.State]}>{t(`clientApi.deliveryStates.${row.State}`)}</Tag>,
    },
    { key: 'attempts', title: t('clientApi.attempts'), dataIndex: 'Attempts' },
    {
      key: 'last',
      title: t('clientApi.lastAnswer'),
      render: (_, row) => [row.LastStatusCode, row.LastError].filter((part) => part !== null).join(' · ') || '—',
    },
    {
      key: 'when',
      title: t('clientApi.deliveredOrNext'),
      render: (_, row) =>
        row.DeliveredTime
          ? formatDateTime(row.DeliveredTime)
          : row.NextAttemptTime
            ? t('clientApi.nextAttempt', { time: formatDateTime(row.NextAttemptTime) })
            : '—',
    },
  ];
  return (
    <Drawer
      open={Boolean(subscription)}
      onClose={onClose}
      size="min(960px, 100vw)"
      title={t('clientApi.deliveryLogOf', { url: subscription?.CallbackUrl ?? '' })}
    >
      <Table
        rowKey="Id"
        size="small"
        loading={deliveries.isLoading}
        dataSource={deliveries.data?.Items ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: DELIVERY_PAGE_SIZE,
          total: deliveries.data?.TotalCount ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        data-testid="delivery-log"
      />
    </Drawer>
  );
}

/**
 * /systemConfig/apiKeys (client admins): the keys with which the company's own systems read its
 * events through the DCSA Track & Trace 2.2 API, and the webhook subscriptions those systems made,
 * each with its delivery log.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const keys = useClientApiKeys();
  const subscriptions = useWebhookSubscriptions();
  const revoke = useRevokeClientApiKey();
  const [creating, setCreating] = useState(false);
  const [logOf, setLogOf] = useState<WebhookSubscriptionSummary | undefined>();
  const time = (value: string | null) => (value ? formatDateTime(value) : '—');

  const keyColumns: TableColumnsType<ClientApiKey> = [
    { key: 'name', title: t('clientApi.name'), dataIndex: 'Name' },
    {
      key: 'prefix',
      title: t('clientApi.prefix'),
      render: (_, key) => <Typography.Text code>{key.KeyPrefix}…</Typography.Text>,
    },
    {
      key: 'created',
      title: t('clientApi.created'),
      render: (_, key) => `${time(key.CreatedTime)} · ${key.CreatedBy}`,
    },
    {
      key: 'expires',
      title: t('clientApi.expires'),
      render: (_, key) => (key.ExpiresTime ? time(key.ExpiresTime) : t('clientApi.never')),
    },
    {
      key: 'lastUsed',
      title: t('clientApi.lastUsed'),
      render: (_, key) => (key.LastUsedTime ? time(key.LastUsedTime) : t('clientApi.neverUsed')),
    },
    {
      key: 'state',
      title: t('clientApi.state'),
      render: (_, key) => {
        const state = keyState(key);
        return <Tag color={STATE_COLORS[state]}>{t(`clientApi.keyStates.${state}`)}</Tag>;
      },
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, key) =>
        key.RevokedTime ? null : (
          <Popconfirm
            title={t('clientApi.revokeConfirm', { name: key.Name })}
            okText={t('clientApi.revoke')}
            cancelText={t('common.cancel')}
            onConfirm={() => revoke.mutate(key.Id)}
          >
            <Button size="small" danger data-testid={`revoke-key-${key.Id}`}>
              {t('clientApi.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const subscriptionColumns: TableColumnsType<WebhookSubscriptionSummary> = [
    {
      key: 'url',
      title: t('clientApi.callbackUrl'),
      render: (_, row) => <Typography.Text code>{row.CallbackUrl}</Typography.Text>,
    },
    {
      key: 'filters',
      title: t('clientApi.filters'),
      render: (_, row) =>
        Object.keys(row.Filters).length === 0
          ? t('clientApi.allEvents')
          : Object.entries(row.Filters)
              .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
              .join('; '),
    },
    { key: 'created', title: t('clientApi.created'), render: (_, row) => time(row.CreatedTime) },
    {
      key: 'counts',
      title: t('clientApi.deliveries'),
      render: (_, row) => t('clientApi.counts', { delivered: row.Delivered, pending: row.Pending, failed: row.Failed }),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, row) => (
        <Button size="small" onClick={() => setLogOf(row)} data-testid={`delivery-log-${row.Id}`}>
          {t('clientApi.deliveryLog')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('clientApi.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('clientApi.description')}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('clientApi.keys')}
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="create-key">
          {t('clientApi.create')}
        </Button>
      </Flex>
      <Table
        rowKey="Id"
        size="small"
        loading={keys.isLoading}
        dataSource={keys.data?.Items ?? []}
        columns={keyColumns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('clientApi.noKeys') }}
        data-testid="api-keys"
      />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {t('clientApi.subscriptions')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('clientApi.subscriptionsHint')}
      </Typography.Paragraph>
      <Table
        rowKey="Id"
        size="small"
        loading={subscriptions.isLoading}
        dataSource={subscriptions.data?.Items ?? []}
        columns={subscriptionColumns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('clientApi.noSubscriptions') }}
        data-testid="webhook-subscriptions"
      />
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <DeliveryLog subscription={logOf} onClose={() => setLogOf(undefined)} />
    </Flex>
  );
}
