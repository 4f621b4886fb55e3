import type { BillStatus, BookingStatus } from '@portside/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  RECEIVED: 'processing',
  PENDING_UPDATE: 'warning',
  CONFIRMED: 'cyan',
  COMPLETED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

const BILL_STATUS_COLORS: Record<BillStatus, string> = {
  DRAFT: 'gold',
  PENDING_AMENDMENT: 'warning',
  APPROVED: 'cyan',
  ISSUED: 'success',
};

export const bookingDetailPath = (id: string) => `${paths.bookingDetail}?id=${encodeURIComponent(id)}`;

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={BOOKING_STATUS_COLORS[status]} data-testid="booking-status">
      {t(`bookings.status.${status}`)}
    </Tag>
  );
}

export function BillStatusTag({ status }: { status: BillStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <span>{t('bookings.bill.none')}</span>;
  return (
    <Tag color={BILL_STATUS_COLORS[status]} data-testid="bill-status">
      {t(`bookings.billStatus.${status}`)}
    </Tag>
  );
}
