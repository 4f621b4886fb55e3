import { UploadOutlined } from '@ant-design/icons';
import {
  BILL_STATUSES,
  BOOKING_STATUSES,
  type Booking,
  type BookingListRequest,
  bookingListRequestSchema,
  PORTAL_PAGES,
} from '@portside/contracts';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { RouterLink } from '../../components/router-link';
import { type ConfigurableColumn, useConfiguredColumns } from '../../shared/column-settings/table-settings';
import { formatDateTime } from '../../utils/date-time';
import { useBookingPage } from './booking-api';
import { BillStatusTag, BookingStatusTag, bookingDetailPath } from './booking-labels';
import { DcgImportDialog } from './dcg-import-dialog';

const FIELDS = bookingListRequestSchema.shape;

/** The list request of the URL, each field checked on its own. */
export function bookingRequestFromSearch(search: URLSearchParams): BookingListRequest {
  const read = <Field extends keyof typeof FIELDS>(field: Field, value: unknown) => {
    const parsed = FIELDS[field].safeParse(value);
    return parsed.success ? (parsed.data as BookingListRequest[Field]) : undefined;
  };
  const number = (field: 'PageIndex' | 'PageSize') => (search.has(field) ? Number(search.get(field)) : undefined);
  return bookingListRequestSchema.parse({
    PageIndex: read('PageIndex', number('PageIndex')),
    PageSize: read('PageSize', number('PageSize')) ?? DEFAULT_PAGE_SIZE,
    Status: read('Status', search.getAll('Status')) ?? undefined,
    BillStatus: read('BillStatus', search.getAll('BillStatus')) ?? undefined,
    Keyword: read('Keyword', search.get('Keyword') ?? undefined),
  });
}

function searchFromBookingRequest(request: BookingListRequest): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of request.Status ?? []) search.append('Status', status);
  for (const status of request.BillStatus ?? []) search.append('BillStatus', status);
  if (request.Keyword) search.set('Keyword', request.Keyword);
  if (request.PageIndex !== 1) search.set('PageIndex', String(request.PageIndex));
  if (request.PageSize !== DEFAULT_PAGE_SIZE) search.set('PageSize', String(request.PageSize));
  return search;
}

type FilterValues = Pick<BookingListRequest, 'Status' | 'BillStatus' | 'Keyword'>;

function useBookingColumns(): ConfigurableColumn<Booking>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'DcgNo',
      title: t('bookings.columns.dcgNo'),
      render: (_, booking) => (
        <RouterLink to={bookingDetailPath(booking.Id)} testId="booking-link">
          {booking.DcgNo}
        </RouterLink>
      ),
    },
    { key: 'Status', title: t('bookings.columns.status'), render: (_, b) => <BookingStatusTag status={b.Status} /> },
    { key: 'BillStatus', title: t('bookings.columns.bill'), render: (_, b) => <BillStatusTag status={b.BillStatus} /> },
    { key: 'OrderNo', title: t('bookings.columns.orderNo'), dataIndex: 'OrderNo' },
    {
      key: 'Movement',
      title: t('bookings.columns.movement'),
      render: (_, b) => t(`bookings.movement.${b.CargoMovementType}`),
    },
    {
      key: 'CarrierBookingReference',
      title: t('bookings.columns.carrierReference'),
      render: (_, b) => b.CarrierBookingReference ?? '–',
    },
    { key: 'Route', title: t('bookings.columns.route'), render: (_, b) => `${b.PortOfLoading} → ${b.PortOfDischarge}` },
    {
      key: 'Vessel',
      title: t('bookings.columns.vessel'),
      render: (_, b) => [b.VesselName, b.VoyageNumber].filter(Boolean).join(' / ') || '–',
    },
    { key: 'Departure', title: t('bookings.columns.departure'), render: (_, b) => b.ExpectedDepartureDate ?? '–' },
    { key: 'Updated', title: t('bookings.columns.updated'), render: (_, b) => formatDateTime(b.UpdatedTime) },
  ];
}

/**
 * The bookings of full-container and ocean orders (/cargoStatus/bookings), with the state of each
 * house bill; the filter and page live in the URL, the columns are the user's. The shipping
 * instructions are imported from here (InsertDCGExcel).
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const request = useMemo(() => bookingRequestFromSearch(searchParams), [searchParams]);
  const page = useBookingPage(request);
  const configured = useConfiguredColumns(PORTAL_PAGES.bookings.menuCode, useBookingColumns());
  const [form] = Form.useForm<FilterValues>();
  const [importing, setImporting] = useState(false);
  useEffect(() => form.setFieldsValue(request), [form, request]);

  const show = (next: BookingListRequest) => setSearchParams(searchFromBookingRequest(next));

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('bookings.title')}</PageTitle>
      <Form<FilterValues>
        form={form}
        layout="inline"
        onFinish={(values) => show({ ...request, ...values, Keyword: values.Keyword || undefined, PageIndex: 1 })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="Status" label={t('bookings.columns.status')}>
          <Select
            mode="multiple"
            style={{ minWidth: 200 }}
            options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`bookings.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="BillStatus" label={t('bookings.columns.bill')}>
          <Select
            mode="multiple"
            style={{ minWidth: 200 }}
            options={BILL_STATUSES.map((status) => ({ value: status, label: t(`bookings.billStatus.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="Keyword" label={t('bookings.keyword')}>
          <Input allowClear maxLength={40} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Flex justify="flex-end" gap="small">
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="dcg-import">
          {t('bookings.import.open')}
        </Button>
        {configured.control}
      </Flex>
      <PagedTable<Booking, BookingListRequest>
        rowKey="Id"
        columns={configured.columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={show}
        testId="booking-table"
      />
      <DcgImportDialog open={importing} onClose={() => setImporting(false)} />
    </Flex>
  );
}
