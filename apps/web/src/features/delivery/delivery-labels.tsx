import type { DeliveryStatus } from '@portside/contracts';
import { Tag } from 'antd';
import { paths } from '../../config/paths';
import { useDictLabel } from '../../shared/dictionary/dictionary';

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  '0': 'default',
  '1': 'processing',
  '2': 'blue',
  '3': 'success',
  '4': 'success',
  '5': 'error',
  '6': 'warning',
};

export const deliveryDetailPath = (id: string) => `${paths.deliveryDetail}?id=${encodeURIComponent(id)}`;

/** A delivery's state, named by DeliveryStatusEnum in the user's language. */
export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  const label = useDictLabel();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="delivery-status">
      {label('DeliveryStatusEnum', status)}
    </Tag>
  );
}
