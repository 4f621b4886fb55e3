import type { OrderImportAnswer } from '@portside/contracts';
import { useTranslation } from 'react-i18next';
import { SpreadsheetImportDialog } from '../../shared/import/spreadsheet-import-dialog';
import { ORDER_IMPORT_URL, ORDER_TEMPLATE_URL, ORDERS_KEY } from './order-api';

const TEMPLATE = { url: ORDER_TEMPLATE_URL, fileName: (language: string) => `order-import-${language}.xlsx` };

/** InsertExcel: each order of the file (its rows' Reference), with the draft made of it and its cartons. */
export function OrderImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SpreadsheetImportDialog<OrderImportAnswer>
      open={open}
      onClose={onClose}
      importUrl={ORDER_IMPORT_URL}
      template={TEMPLATE}
      listKey={ORDERS_KEY}
      texts="orders.import"
      imported={({ Orders }) => ({
        count: Orders.length,
        names: Orders.map((order) =>
          t('orders.import.order', { reference: order.Reference, orderNo: order.OrderNo, count: order.CartonCount }),
        ),
      })}
      testId="order-import"
    />
  );
}
