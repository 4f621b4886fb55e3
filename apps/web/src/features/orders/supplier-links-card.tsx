import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { SUPPLIER_LINK_MAX_DAYS } from '@portside/contracts';
import { App, Button, Card, Descriptions, Flex, Form, Grid, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../../components/item-list';
import { downloadFile } from '../../lib/download';
import { formatDateTime } from '../../utils/date-time';
import { useCreateSupplierLink, useRevokeSupplierLink, useSupplierLinks } from './supplier-link-api';

const STATE_COLORS = { Open: 'processing', Used: 'success', Expired: 'default', Revoked: 'default' } as const;

/**
 * On an order: the link for its supplier (/SupplierAllBack), shown once to be sent by the client,
 * and what the supplier gave back through each link.
 */
export function SupplierLinksCard({ orderId, open }: { orderId: string; open: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const links = useSupplierLinks(orderId);
  const create = useCreateSupplierLink(orderId);
  const revoke = useRevokeSupplierLink(orderId);
  const [created, setCreated] = useState<string | undefined>();
  // On a phone the e-mail field and its label need the whole width: one above the other.
  const stacked = Grid.useBreakpoint().sm === false;
  return (
    <Card title={t('supplier.card')} data-testid="supplier-links">
      <Flex vertical gap="middle">
        {open && (
          <Form<{ SupplierEmail: string; ValidDays: number }>
            layout={stacked ? 'vertical' : 'inline'}
            initialValues={{ ValidDays: 7 }}
            onFinish={async (values) => setCreated((await create.mutateAsync(values)).Url)}
          >
            <Form.Item
              name="SupplierEmail"
              label={t('supplier.email')}
              rules={[{ required: true, type: 'email', message: t('supplier.emailInvalid') }]}
            >
              <Input type="email" style={stacked ? undefined : { minWidth: 220 }} />
            </Form.Item>
            <Form.Item name="ValidDays" label={t('supplier.validDays')}>
              <InputNumber min={1} max={SUPPLIER_LINK_MAX_DAYS} precision={0} />
            </Form.Item>
            <Button htmlType="submit" loading={create.isPending} data-testid="supplier-create-link">
              {t('supplier.createLink')}
            </Button>
          </Form>
        )}
        {created && (
          <Flex vertical gap={4} data-testid="supplier-link-created">
            <Typography.Text>{t('supplier.linkOnce')}</Typography.Text>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={created} aria-label={t('supplier.link')} data-testid="supplier-link-url" />
              <Button
                icon={<CopyOutlined />}
                aria-label={t('supplier.copy')}
                onClick={async () => {
                  await navigator.clipboard?.writeText(created);
                  message.success(t('supplier.copied'));
                }}
              />
            </Space.Compact>
          </Flex>
        )}
        <ItemList emptyText={t('supplier.noLinks')}>
          {(links.data ?? []).map((link) => (
            <li key={link.Id} data-testid="supplier-link">
              <Flex vertical gap={4}>
                <Flex wrap gap="small" align="center">
                  <Typography.Text>{link.SupplierEmail}</Typography.Text>
                  <Tag color={STATE_COLORS[link.State]}>{t(`supplier.states.${link.State}`)}</Tag>
                  <Typography.Text type="secondary">
                    {t('supplier.expires', { time: formatDateTime(link.ExpiresTime) })}
                  </Typography.Text>
                  {link.State === 'Open' && (
                    <Button size="small" onClick={() => revoke.mutate(link.Id)}>
                      {t('supplier.revoke')}
                    </Button>
                  )}
                </Flex>
                {link.Submission && (
                  <Descriptions
                    size="small"
                    column={{ xs: 1, sm: 2 }}
                    data-testid="supplier-submission"
                    items={[
                      { key: 'ready', label: t('supplier.readyDate'), children: link.Submission.CargoReadyDate },
                      { key: 'cartons', label: t('supplier.cartons'), children: link.Submission.CartonCount },
                      { key: 'weight', label: t('supplier.weight'), children: link.Submission.GrossWeightKg },
                      { key: 'volume', label: t('supplier.volume'), children: link.Submission.VolumeCbm },
                      ...(link.Submission.Note
                        ? [{ key: 'note', label: t('supplier.note'), children: link.Submission.Note }]
                        : []),
                      {
                        key: 'files',
                        label: t('supplier.documents'),
                        children: (
                          <Space wrap>
                            {link.Submission.Files.map((file) => (
                              <Button
                                key={file.Id}
                                size="small"
                                icon={<DownloadOutlined />}
                                onClick={() => void downloadFile(file.Url, file.FileName)}
                              >
                                {file.FileName}
                              </Button>
                            ))}
                          </Space>
                        ),
                      },
                      {
                        key: 'time',
                        label: t('supplier.submitted'),
                        children: formatDateTime(link.Submission.SubmittedTime),
                      },
                    ]}
                  />
                )}
              </Flex>
            </li>
          ))}
        </ItemList>
      </Flex>
    </Card>
  );
}
