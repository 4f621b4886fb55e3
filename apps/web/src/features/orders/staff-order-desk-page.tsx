import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { RECEIPT_PHOTO_MAX_BYTES, RECEIPT_PHOTOS_MAX, type StaffOrderDesk } from '@portside/contracts';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Table,
  type TableColumnsType,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { formatDateTime } from '../../utils/date-time';
import { useStaffOrderDesk, useStaffQuoteEnquiry, useStaffRecordReceipt } from './order-api';
import { useKindLabel } from './order-labels';

type WaitingEnquiry = StaffOrderDesk['Enquiries'][number];
type WaitingOrder = StaffOrderDesk['Orders'][number];
const DAY = 24 * 60 * 60 * 1000;
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];

interface QuoteValues {
  ChannelCode: string;
  Service: string;
  TransitDays: number;
  ValidDays: number;
  PriceLines: { ChargeName: string; Amount: number; Currency: string }[];
}

/** One option for a submitted enquiry: channel, service, transit, validity and its price lines. */
function QuoteDialog({ enquiry, onClose }: { enquiry: WaitingEnquiry | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const quote = useStaffQuoteEnquiry();
  const [form] = Form.useForm<QuoteValues>();
  const send = async () => {
    if (!enquiry) return;
    // The form shows what is missing; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await quote.mutateAsync({
      CompanyId: enquiry.CompanyId,
      EnquiryNo: enquiry.EnquiryNo,
      Quote: {
        options: [
          {
            channelCode: values.ChannelCode,
            service: values.Service,
            transitDays: values.TransitDays,
            expiresAt: new Date(Date.now() + values.ValidDays * DAY).toISOString(),
            priceLines: values.PriceLines.map((line) => ({
              chargeName: line.ChargeName,
              amount: line.Amount.toFixed(2),
              currency: line.Currency.toUpperCase(),
            })),
          },
        ],
      },
    });
    message.success(t('orderDesk.staff.quoted', { enquiryNo: enquiry.EnquiryNo }));
    onClose();
  };
  return (
    <Modal
      open={enquiry !== undefined}
      title={t('orderDesk.staff.quoteTitle', { enquiryNo: enquiry?.EnquiryNo ?? '' })}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('orderDesk.staff.sendQuote')}
      confirmLoading={quote.isPending}
      destroyOnHidden
    >
      <Form<QuoteValues> form={form} layout="vertical" initialValues={{ TransitDays: 7, ValidDays: 7 }}>
        <Form.Item name="ChannelCode" label={t('orderDesk.staff.channelCode')} rules={[{ required: true, max: 40 }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="Service" label={t('orderDesk.staff.service')} rules={[{ required: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Flex gap="small" wrap>
          <Form.Item name="TransitDays" label={t('orders.quote.transitDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={365} precision={0} />
          </Form.Item>
          <Form.Item name="ValidDays" label={t('orderDesk.staff.validDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={90} precision={0} />
          </Form.Item>
        </Flex>
        <Form.List name="PriceLines" initialValue={[{ Currency: 'USD' }]}>
          {(lines, { add, remove }) => (
            <Flex vertical gap="small">
              {lines.map((line, index) => (
                <Flex key={line.key} gap="small" wrap align="baseline">
                  <Form.Item
                    name={[line.name, 'ChargeName']}
                    label={t('orderDesk.staff.chargeName')}
                    rules={[{ required: true, max: 100 }]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item
                    name={[line.name, 'Amount']}
                    label={t('orderDesk.staff.amount')}
                    rules={[{ required: true }]}
                  >
                    <InputNumber min={0} max={99_999_999} precision={2} />
                  </Form.Item>
                  <Form.Item
                    name={[line.name, 'Currency']}
                    label={t('orderDesk.staff.currency')}
                    rules={[{ required: true, pattern: /^[A-Za-z]{3}$/ }]}
                  >
                    <Input maxLength={3} style={{ width: 70 }} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    disabled={lines.length === 1}
                    aria-label={t('orderDesk.staff.removeLine', { n: index + 1 })}
                    onClick={() => remove(line.name)}
                  />
                </Flex>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ Currency: 'USD' })}>
                {t('orderDesk.staff.addLine')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** The bytes of a chosen file in base64, as the receipt's photos carry them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

type MeasuredValues = {
  Cartons: { cartonNo: string; lengthCm: number; widthCm: number; heightCm: number; weightKg: number }[];
};

/** The warehouse's receipt of an accepted order: each carton as measured (declared figures to start from) and photos. */
function ReceiptDialog({ order, onClose }: { order: WaitingOrder | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const record = useStaffRecordReceipt();
  const [form] = Form.useForm<MeasuredValues>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const close = () => {
    setPhotos([]);
    onClose();
  };
  const send = async () => {
    if (!order) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await record.mutateAsync({
      CompanyId: order.CompanyId,
      OrderNo: order.OrderNo,
      Receipt: {
        cartons: values.Cartons,
        photos: await Promise.all(
          photos.flatMap((photo) =>
            photo.originFileObj
              ? [base64Of(photo.originFileObj).then((contentBase64) => ({ fileName: photo.name, contentBase64 }))]
              : [],
          ),
        ),
      },
    });
    message.success(t('orderDesk.staff.received', { orderNo: order.OrderNo }));
    close();
  };
  const measures = ['lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const;
  const labels = { lengthCm: 'LengthCm', widthCm: 'WidthCm', heightCm: 'HeightCm', weightKg: 'WeightKg' } as const;
  return (
    <Modal
      open={order !== undefined}
      title={t('orderDesk.staff.receiptTitle', { orderNo: order?.OrderNo ?? '' })}
      onCancel={close}
      onOk={() => void send()}
      okText={t('orderDesk.staff.recordReceipt')}
      confirmLoading={record.isPending}
      width={720}
      destroyOnHidden
    >
      <Form<MeasuredValues>
        form={form}
        layout="vertical"
        initialValues={{
          Cartons: order?.Cartons.map((carton) => ({
            cartonNo: carton.CartonNo,
            lengthCm: carton.LengthCm,
            widthCm: carton.WidthCm,
            heightCm: carton.HeightCm,
            weightKg: carton.WeightKg,
          })),
        }}
      >
        <Form.List name="Cartons">
          {(cartons) =>
            cartons.map((carton) => (
              <Flex key={carton.key} gap="small" wrap align="baseline">
                <Form.Item name={[carton.name, 'cartonNo']} label={t('orders.carton.CartonNo')}>
                  <Input readOnly style={{ width: 80 }} />
                </Form.Item>
                {measures.map((measure) => (
                  <Form.Item
                    key={measure}
                    name={[carton.name, measure]}
                    label={t(`orders.carton.${labels[measure]}`)}
                    rules={[{ required: true }]}
                  >
                    <InputNumber
                      min={0.1}
                      max={measure === 'weightKg' ? 10000 : 1000}
                      step={0.1}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                ))}
              </Flex>
            ))
          }
        </Form.List>
        <Form.Item label={t('orderDesk.staff.photos', { max: RECEIPT_PHOTOS_MAX })}>
          <Upload
            accept={PHOTO_EXTENSIONS.join(',')}
            multiple
            maxCount={RECEIPT_PHOTOS_MAX}
            listType="picture"
            fileList={photos}
            beforeUpload={(file) => {
              if (file.size > RECEIPT_PHOTO_MAX_BYTES) {
                message.error(t('orderDesk.staff.photoTooLarge', { name: file.name }));
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            onChange={({ fileList }) => setPhotos(fileList)}
            data-testid="receipt-photos"
          >
            <Button icon={<UploadOutlined />}>{t('orderDesk.staff.choosePhotos')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Staff at the portal (demo and support): the submitted enquiries of the companies they serve,
 * to quote, and the accepted orders, to record the warehouse's receipt of; through the services
 * the integration API calls.
 */
export function StaffOrderDeskPage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const desk = useStaffOrderDesk();
  const [quoting, setQuoting] = useState<WaitingEnquiry>();
  const [receiving, setReceiving] = useState<WaitingOrder>();

  const enquiryColumns: TableColumnsType<WaitingEnquiry> = [
    { key: 'company', title: t('staff.company'), dataIndex: 'CompanyName' },
    { key: 'no', title: t('orders.quote.enquiryNo'), dataIndex: 'EnquiryNo' },
    { key: 'kind', title: t('orders.columns.kind'), render: (_, e) => kindLabel(e.OrderKind) },
    { key: 'lane', title: t('orders.quote.lane'), render: (_, e) => `${e.OriginCode} → ${e.DestinationCode}` },
    { key: 'cartons', title: t('orders.columns.cartons'), dataIndex: 'Cartons', align: 'right' },
    { key: 'weight', title: t('orders.columns.weightKg'), dataIndex: 'WeightKg', align: 'right' },
    { key: 'ready', title: t('orders.quote.readyDate'), dataIndex: 'ReadyDate' },
    {
      key: 'action',
      title: t('orderDesk.staff.action'),
      render: (_, e) => (
        <Button onClick={() => setQuoting(e)} aria-label={t('orderDesk.staff.quoteFor', { enquiryNo: e.EnquiryNo })}>
          {t('orderDesk.staff.quote')}
        </Button>
      ),
    },
  ];
  const orderColumns: TableColumnsType<WaitingOrder> = [
    { key: 'company', title: t('staff.company'), dataIndex: 'CompanyName' },
    { key: 'no', title: t('orders.columns.orderNo'), dataIndex: 'OrderNo' },
    { key: 'kind', title: t('orders.columns.kind'), render: (_, o) => kindLabel(o.OrderKind) },
    { key: 'destination', title: t('orders.columns.destination'), dataIndex: 'DestinationWarehouseCode' },
    { key: 'cartons', title: t('orders.columns.cartons'), dataIndex: 'CartonCount', align: 'right' },
    { key: 'weight', title: t('orders.columns.weightKg'), dataIndex: 'DeclaredWeightKg', align: 'right' },
    { key: 'updated', title: t('orderDesk.staff.accepted'), render: (_, o) => formatDateTime(o.UpdatedTime) },
    {
      key: 'action',
      title: t('orderDesk.staff.action'),
      render: (_, o) => (
        <Button onClick={() => setReceiving(o)} aria-label={t('orderDesk.staff.receiveFor', { orderNo: o.OrderNo })}>
          {t('orderDesk.staff.recordReceipt')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('orderDesk.staff.title')}</PageTitle>
      <Card title={t('orderDesk.staff.enquiries')}>
        <Table<WaitingEnquiry>
          rowKey="Id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={desk.isFetching}
          dataSource={desk.data?.Enquiries}
          columns={enquiryColumns}
          data-testid="staff-enquiries"
        />
      </Card>
      <Card title={t('orderDesk.staff.orders')}>
        <Table<WaitingOrder>
          rowKey="Id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={desk.isFetching}
          dataSource={desk.data?.Orders}
          columns={orderColumns}
          data-testid="staff-orders"
        />
      </Card>
      {/* A dialog of its own for each enquiry and order: its form starts from that one's figures. */}
      {quoting ? <QuoteDialog key={quoting.Id} enquiry={quoting} onClose={() => setQuoting(undefined)} /> : null}
      {receiving ? (
        <ReceiptDialog key={receiving.Id} order={receiving} onClose={() => setReceiving(undefined)} />
      ) : null}
    </Flex>
  );
}
