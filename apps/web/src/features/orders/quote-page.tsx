import { PlusOutlined } from '@ant-design/icons';
import { type EnquirySummary, ORDER_KINDS, type SaveEnquiryRequest } from '@portside/contracts';
import { App, Button, Card, DatePicker, Empty, Flex, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { formatDateTime } from '../../utils/date-time';
import {
  useAcceptQuoteOption,
  useDeclineEnquiry,
  useEnquiryDetail,
  useEnquiryPage,
  useSaveEnquiry,
  useSubmitEnquiry,
} from './order-api';
import { QuoteTerms } from './order-detail-page';
import { EnquiryStatusTag, orderEditPath, useKindLabel } from './order-labels';

/** The options of one enquiry, each with accept; decline for the whole quote. */
function EnquiryOptions({ id }: { id: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const detail = useEnquiryDetail(id);
  const accept = useAcceptQuoteOption();
  const decline = useDeclineEnquiry();
  if (detail.isPending) return <ContentSkeleton />;
  const enquiry = detail.data;
  if (!enquiry || enquiry.Options.length === 0) return <Empty description={t('orders.quote.noOptions')} />;
  const open = enquiry.Status === 'Quoted';
  return (
    <Flex vertical gap="small">
      <Flex gap="middle" wrap>
        {enquiry.Options.map((option) => (
          <Card
            key={option.Id}
            size="small"
            style={{ minWidth: 260, flex: 1 }}
            title={option.Service}
            data-testid="quote-option"
            actions={
              open && !option.Expired
                ? [
                    <Button
                      key="accept"
                      type="link"
                      loading={accept.isPending}
                      onClick={() =>
                        accept.mutate(
                          { Id: enquiry.Id, OptionId: option.Id },
                          { onSuccess: (answer) => navigate(orderEditPath(answer.OrderId)) },
                        )
                      }
                    >
                      {t('orders.quote.accept')}
                    </Button>,
                  ]
                : []
            }
          >
            <QuoteTerms option={option} />
          </Card>
        ))}
      </Flex>
      {open ? (
        <Space>
          <Button
            danger
            onClick={() =>
              modal.confirm({ title: t('orders.quote.declineConfirm'), onOk: () => decline.mutateAsync(enquiry.Id) })
            }
          >
            {t('orders.quote.decline')}
          </Button>
        </Space>
      ) : null}
    </Flex>
  );
}

type EnquiryForm = Omit<SaveEnquiryRequest, 'Id' | 'ReadyDate'> & { ReadyDate: Dayjs };

/** Spec §3: the enquiry form is held in memory only, in this dialog. */
function NewEnquiryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const kindLabel = useKindLabel();
  const [form] = Form.useForm<EnquiryForm>();
  const save = useSaveEnquiry();
  const submit = useSubmitEnquiry();
  const send = async () => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync({ ...values, ReadyDate: values.ReadyDate.format('YYYY-MM-DD') });
    await submit.mutateAsync(saved.Id);
    message.success(t('orders.quote.sent'));
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('orders.quote.newEnquiry')}
      onCancel={onClose}
      onOk={send}
      okText={t('orders.quote.send')}
      confirmLoading={save.isPending || submit.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<EnquiryForm> form={form} layout="vertical" initialValues={{ OrderKind: 'ocean' }}>
        <Form.Item name="OrderKind" label={t('orders.columns.kind')} rules={[{ required: true }]}>
          <Select options={ORDER_KINDS.map((value) => ({ value, label: kindLabel(value) }))} />
        </Form.Item>
        <Form.Item name="OriginCode" label={t('orders.quote.origin')} rules={[{ required: true, max: 20 }]}>
          <Input maxLength={20} placeholder="CNNGB" />
        </Form.Item>
        <Form.Item name="DestinationCode" label={t('orders.quote.destination')} rules={[{ required: true, max: 20 }]}>
          <Input maxLength={20} placeholder="ONT8" />
        </Form.Item>
        <Flex gap="small" wrap>
          <Form.Item name="Cartons" label={t('orders.columns.cartons')} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="WeightKg" label={t('orders.columns.weightKg')} rules={[{ required: true }]}>
            <InputNumber min={0.1} />
          </Form.Item>
          <Form.Item name="VolumeM3" label={t('orders.quote.volume')} rules={[{ required: true }]}>
            <InputNumber min={0.001} />
          </Form.Item>
        </Flex>
        <Form.Item name="GoodsDescription" label={t('orders.quote.goods')} rules={[{ required: true, max: 500 }]}>
          <Input.TextArea autoSize maxLength={500} />
        </Form.Item>
        <Form.Item name="ReadyDate" label={t('orders.quote.readyDate')} rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Quotes (/quote/enquiry): the company's enquiries, each opening to its options with price, transit and expiry. */
export function QuotePage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const [request, setRequest] = useState({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('id');
  const page = useEnquiryPage(request);
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('orders.quote.title')}</PageTitle>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('orders.quote.newEnquiry')}
        </Button>
      </Flex>
      <PagedTable<EnquirySummary, typeof request>
        rowKey="Id"
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="enquiry-table"
        expandable={{
          expandedRowRender: (enquiry) => <EnquiryOptions id={enquiry.Id} />,
          // The dashboard's inbox links a quote to answer as ?id=: its options open.
          defaultExpandedRowKeys: linkedId ? [linkedId] : [],
        }}
        columns={[
          { key: 'EnquiryNo', title: t('orders.quote.enquiryNo'), dataIndex: 'EnquiryNo' },
          {
            key: 'Status',
            title: t('orders.columns.status'),
            render: (_, e) => <EnquiryStatusTag status={e.Status} />,
          },
          { key: 'Kind', title: t('orders.columns.kind'), render: (_, e) => kindLabel(e.OrderKind) },
          { key: 'Lane', title: t('orders.quote.lane'), render: (_, e) => `${e.OriginCode} → ${e.DestinationCode}` },
          { key: 'Cartons', title: t('orders.columns.cartons'), dataIndex: 'Cartons', align: 'right' },
          { key: 'ReadyDate', title: t('orders.quote.readyDate'), dataIndex: 'ReadyDate' },
          { key: 'Created', title: t('orders.columns.created'), render: (_, e) => formatDateTime(e.CreatedTime) },
        ]}
      />
      <NewEnquiryDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
