import type { EnquiryStatus, OrderKind, OrderStatus } from '@portside/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  Draft: 'default',
  Submitted: 'processing',
  PendingUpdate: 'warning',
  Accepted: 'cyan',
  CargoReceived: 'success',
  Cancelled: 'error',
};

const ENQUIRY_STATUS_COLORS: Record<EnquiryStatus, string> = {
  Draft: 'default',
  Submitted: 'processing',
  Quoted: 'gold',
  Accepted: 'success',
  Declined: 'error',
  Expired: 'default',
};

export const orderDetailPath = (id: string) => `${paths.orderDetail}?id=${encodeURIComponent(id)}`;
export const orderEditPath = (id?: string) =>
  id ? `${paths.orderEdit}?id=${encodeURIComponent(id)}` : paths.orderEdit;

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}

export function EnquiryStatusTag({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ENQUIRY_STATUS_COLORS[status]} data-testid="enquiry-status">
      {t(`orders.enquiryStatus.${status}`)}
    </Tag>
  );
}

export function useKindLabel(): (kind: OrderKind) => string {
  const { t } = useTranslation();
  return (kind) => t(`orders.kind.${kind}`);
}
