import { type ConformanceResult, ERRORS, type OrderDetail } from '@portside/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmitOrder } from './order-api';

/**
 * Submits an order; when the conformance check answers warnings (ErrorCode 100), the user reads
 * them and confirms, and the order is submitted with the warnings confirmed. Resolves with the
 * submitted order, or nothing when the user did not confirm.
 */
export function useSubmitWithConfirmation() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const submit = useSubmitOrder();
  const run = async (id: string): Promise<OrderDetail | undefined> => {
    const first = await submit.mutateAsync({ Id: id, ConfirmWarnings: false });
    if (first.ErrorCode !== ERRORS.BusinessCheckFailed.ErrorCode) return first.Body as OrderDetail;
    const { Warnings } = first.Body as ConformanceResult;
    const confirmed = await modal.confirm({
      title: t('orders.conformance.title'),
      content: (
        <ul data-testid="conformance-warnings">
          {Warnings.map((warning, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id and keep their order
            <li key={index}>
              {warning.CartonNo ? `${t('orders.carton.CartonNo')} ${warning.CartonNo}: ` : ''}
              {warning.Message}
            </li>
          ))}
        </ul>
      ),
      okText: t('orders.conformance.confirm'),
    });
    if (!confirmed) return undefined;
    const second = await submit.mutateAsync({ Id: id, ConfirmWarnings: true });
    return second.Body as OrderDetail;
  };
  return { run, isPending: submit.isPending };
}
