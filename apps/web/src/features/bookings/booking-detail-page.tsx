import { CheckOutlined, CommentOutlined, DownloadOutlined } from '@ant-design/icons';
import type { BillStatus, BookingDetail, BookingStatus, EquipmentLine } from '@portside/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Table,
  Timeline,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../utils/date-time';
import {
  downloadBill,
  useApproveBill,
  useBookingDetail,
  useCancelBooking,
  useCommentBill,
  useUpdateBooking,
} from './booking-api';
import { BillStatusTag, BookingStatusTag } from './booking-labels';

function LinesTable({ lines, testId }: { lines: EquipmentLine[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table<EquipmentLine>
      rowKey="equipmentReference"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={lines}
      data-testid={testId}
      columns={[
        {
          key: 'container',
          title: t('bookings.lines.container'),
          render: (_, l) => `${l.equipmentReference} (${l.ISOEquipmentCode})`,
        },
        { key: 'seals', title: t('bookings.lines.seals'), render: (_, l) => l.seals.join(', ') || '–' },
        {
          key: 'packages',
          title: t('bookings.lines.packages'),
          render: (_, l) => `${l.numberOfPackages} ${l.packageCode}`,
        },
        { key: 'weight', title: t('bookings.lines.weight'), align: 'right', render: (_, l) => l.cargoGrossWeightKg },
        {
          key: 'volume',
          title: t('bookings.lines.volume'),
          align: 'right',
          render: (_, l) => l.cargoGrossVolumeM3 ?? '–',
        },
        { key: 'goods', title: t('bookings.lines.goods'), render: (_, l) => l.descriptionOfGoods },
        { key: 'hs', title: t('bookings.lines.hs'), render: (_, l) => l.HSCodes.join(', ') || '–' },
        { key: 'marks', title: t('bookings.lines.marks'), render: (_, l) => l.shippingMarks ?? '–' },
      ]}
    />
  );
}

/** A text asked for in a dialog (the comment on a draft, the answer to a send-back, the reason to cancel). */
function TextDialog({
  open,
  title,
  label,
  onCancel,
  onSubmit,
  testId,
}: {
  open: boolean;
  title: string;
  label: string;
  onCancel: () => void;
  onSubmit: (text: string) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      okText={t('bookings.send')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ text }) => {
          setBusy(true);
          try {
            await onSubmit(text.trim());
            form.resetFields();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="text"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('bookings.required') }]}
        >
          <Input.TextArea rows={4} maxLength={1000} data-testid={testId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type Dialog = 'comment' | 'update' | 'cancel' | null;

/** One booking: its state and sailing, the shipping instructions, the house bill to approve or comment on, the history. */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useBookingDetail(id);
  const approve = useApproveBill();
  const comment = useCommentBill();
  const update = useUpdateBooking();
  const cancel = useCancelBooking();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (id !== '' && detail.isPending) return <ContentSkeleton />;
  if (detail.isError || !detail.data) return <Result status="404" title={t('bookings.notFound')} />;
  const booking: BookingDetail = detail.data;
  const bill = booking.BillOfLading;
  const open = booking.Status === 'RECEIVED' || booking.Status === 'PENDING_UPDATE';
  const fileName = bill
    ? `${bill.TransportDocumentReference}${bill.Status === 'ISSUED' ? '' : `-draft-${bill.Version}`}.pdf`
    : '';

  return (
    <Flex vertical gap="middle">
      <PageTitle testId="booking-title">
        {t('bookings.detailTitle', { dcgNo: booking.DcgNo })} <BookingStatusTag status={booking.Status} />
      </PageTitle>
      {booking.Status === 'PENDING_UPDATE' && booking.PendingReason ? (
        <Alert type="warning" showIcon title={t('bookings.sentBack')} description={booking.PendingReason} />
      ) : null}
      {booking.Status === 'REJECTED' && booking.PendingReason ? (
        <Alert type="error" showIcon title={t('bookings.rejected')} description={booking.PendingReason} />
      ) : null}
      {open ? (
        <Flex gap="small" wrap>
          {booking.Status === 'PENDING_UPDATE' ? (
            <Button type="primary" onClick={() => setDialog('update')} data-testid="booking-answer">
              {t('bookings.answer')}
            </Button>
          ) : null}
          <Button danger onClick={() => setDialog('cancel')}>
            {t('bookings.cancel')}
          </Button>
        </Flex>
      ) : null}
      <Card title={t('bookings.summary')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'orderNo',
              label: t('bookings.columns.orderNo'),
              children: (
                <RouterLink to={`${paths.orderDetail}?id=${encodeURIComponent(booking.OrderId)}`}>
                  {booking.OrderNo}
                </RouterLink>
              ),
            },
            {
              key: 'dcgNo',
              label: t('bookings.columns.dcgNo'),
              children: (
                <RouterLink to={`${paths.shipmentDetail}?id=${encodeURIComponent(booking.ShipmentId)}`}>
                  {booking.DcgNo}
                </RouterLink>
              ),
            },
            {
              key: 'requestReference',
              label: t('bookings.requestReference'),
              children: booking.CarrierBookingRequestReference,
            },
            {
              key: 'carrierReference',
              label: t('bookings.columns.carrierReference'),
              children: booking.CarrierBookingReference ?? '–',
            },
            {
              key: 'movement',
              label: t('bookings.columns.movement'),
              children: `${t(`bookings.movement.${booking.CargoMovementType}`)} (${booking.ReceiptTypeAtOrigin}/${booking.DeliveryTypeAtDestination})`,
            },
            {
              key: 'equipment',
              label: t('bookings.equipment'),
              children: booking.RequestedEquipments.map((e) => `${e.units} × ${e.ISOEquipmentCode}`).join(', ') || '–',
            },
            {
              key: 'route',
              label: t('bookings.columns.route'),
              children: `${booking.PortOfLoading} → ${booking.PortOfDischarge}`,
            },
            {
              key: 'vessel',
              label: t('bookings.columns.vessel'),
              children: [booking.VesselName, booking.VoyageNumber].filter(Boolean).join(' / ') || '–',
            },
            {
              key: 'departure',
              label: t('bookings.columns.departure'),
              children: booking.ExpectedDepartureDate ?? '–',
            },
            ...booking.CutOffs.map((cutOff) => ({
              key: cutOff.cutOffDateTimeCode,
              label: t(`bookings.cutOff.${cutOff.cutOffDateTimeCode}`),
              children: formatDateTime(cutOff.cutOffDateTime),
            })),
          ]}
        />
      </Card>
      <Card title={t('bookings.bill.title')} data-testid="booking-bill">
        {bill ? (
          <Flex vertical gap="middle">
            <Flex gap="small" wrap align="center">
              <BillStatusTag status={bill.Status} />
              <Typography.Text strong>
                {t('bookings.bill.number', { number: bill.TransportDocumentReference, version: bill.Version })}
              </Typography.Text>
            </Flex>
            {bill.Status === 'DRAFT' ? <Alert type="info" showIcon title={t('bookings.bill.toApprove')} /> : null}
            {bill.Status === 'PENDING_AMENDMENT' && bill.Comment ? (
              <Alert type="warning" showIcon title={t('bookings.bill.commented')} description={bill.Comment} />
            ) : null}
            <Flex gap="small" wrap>
              {bill.Status === 'DRAFT' ? (
                <>
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    loading={approve.isPending}
                    data-testid="bill-approve"
                    onClick={() =>
                      modal.confirm({
                        title: t('bookings.bill.approveConfirm', { number: bill.TransportDocumentReference }),
                        okText: t('bookings.bill.approve'),
                        onOk: async () => {
                          await approve.mutateAsync(booking.Id);
                          message.success(t('bookings.bill.approved'));
                        },
                      })
                    }
                  >
                    {t('bookings.bill.approve')}
                  </Button>
                  <Button icon={<CommentOutlined />} onClick={() => setDialog('comment')} data-testid="bill-comment">
                    {t('bookings.bill.comment')}
                  </Button>
                </>
              ) : null}
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void downloadBill(booking.Id, fileName)}
                data-testid="bill-download"
              >
                {bill.Status === 'ISSUED' ? t('bookings.bill.download') : t('bookings.bill.downloadDraft')}
              </Button>
            </Flex>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'shipper', label: t('bookings.bill.shipper'), children: bill.Document.shipper },
                { key: 'consignee', label: t('bookings.bill.consignee'), children: bill.Document.consignee },
                {
                  key: 'notifyParty',
                  label: t('bookings.bill.notifyParty'),
                  children: bill.Document.notifyParty ?? '–',
                },
                {
                  key: 'freight',
                  label: t('bookings.bill.freight'),
                  children: t(`bookings.bill.freightTerm.${bill.Document.freightPaymentTermCode}`),
                },
                { key: 'issued', label: t('bookings.bill.issued'), children: bill.IssueDate ?? '–' },
              ]}
            />
            <LinesTable lines={bill.Document.lines} testId="bill-lines" />
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('bookings.bill.notYet')}</Typography.Text>
        )}
      </Card>
      <Card title={t('bookings.instructions.title')}>
        {booking.ShippingInstructions ? (
          <Flex vertical gap="small">
            <Typography.Text type="secondary">
              {t('bookings.instructions.imported', { time: formatDateTime(booking.ShippingInstructionsTime ?? '') })}
            </Typography.Text>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                {
                  key: 'consignee',
                  label: t('bookings.bill.consignee'),
                  children: booking.ShippingInstructions.consignee,
                },
                {
                  key: 'notifyParty',
                  label: t('bookings.bill.notifyParty'),
                  children: booking.ShippingInstructions.notifyParty ?? '–',
                },
              ]}
            />
            <LinesTable lines={booking.ShippingInstructions.lines} testId="instruction-lines" />
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('bookings.instructions.none')}</Typography.Text>
        )}
      </Card>
      <Card title={t('bookings.history')}>
        <Timeline
          items={booking.History.map((change) => ({
            content: (
              <Flex vertical>
                <span>
                  {t(`bookings.subject.${change.Subject}`)}:{' '}
                  {change.FromStatus && change.FromStatus !== change.ToStatus
                    ? `${statusLabel(t, change.Subject, change.FromStatus)} → `
                    : ''}
                  {statusLabel(t, change.Subject, change.ToStatus)}
                </span>
                <Typography.Text type="secondary">
                  {formatDateTime(change.Time)} · {change.Actor}
                  {change.Note ? ` · ${change.Note}` : ''}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
      <TextDialog
        open={dialog === 'comment'}
        title={t('bookings.bill.comment')}
        label={t('bookings.bill.commentLabel')}
        testId="bill-comment-text"
        onCancel={() => setDialog(null)}
        onSubmit={async (text) => {
          await comment.mutateAsync({ Id: booking.Id, Comment: text });
          setDialog(null);
          message.success(t('bookings.bill.commentSent'));
        }}
      />
      <TextDialog
        open={dialog === 'update'}
        title={t('bookings.answer')}
        label={t('bookings.answerLabel')}
        testId="booking-answer-text"
        onCancel={() => setDialog(null)}
        onSubmit={async (text) => {
          await update.mutateAsync({ Id: booking.Id, Note: text });
          setDialog(null);
        }}
      />
      <TextDialog
        open={dialog === 'cancel'}
        title={t('bookings.cancel')}
        label={t('bookings.cancelLabel')}
        testId="booking-cancel-text"
        onCancel={() => setDialog(null)}
        onSubmit={async (text) => {
          await cancel.mutateAsync({ Id: booking.Id, Reason: text });
          setDialog(null);
        }}
      />
    </Flex>
  );
}

function statusLabel(t: TFunction, subject: 'Booking' | 'BillOfLading', status: string): string {
  return subject === 'Booking'
    ? t(`bookings.status.${status as BookingStatus}`)
    : t(`bookings.billStatus.${status as BillStatus}`);
}
