import { SHIPMENT_EXPORT_MAX_ROWS, type ShipmentFilter } from '@portside/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButton as ListExportButton } from '../../shared/export/export-button';
import { exportShipments, type ShipmentPage } from './shipments-api';

/** Exports the shipment list's current filter as .xlsx, with progress and cancel (shared/export). */
export function ExportButton({
  filter,
  total,
}: {
  filter: ShipmentFilter;
  /** The list's total, as its page answered it (capped at LIST_TOTAL_CAP). */
  total: Pick<ShipmentPage, 'TotalCount' | 'TotalCapped'> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ListExportButton
      run={(onProgress, signal) => exportShipments(filter, onProgress, signal)}
      total={total}
      testId="shipment-export"
      texts={{
        button: t('shipments.export'),
        title: t('shipments.exportTitle'),
        rows: (counted, format) =>
          counted.TotalCapped
            ? t('shipments.exportRowsMany', {
                total: format(counted.TotalCount),
                max: format(SHIPMENT_EXPORT_MAX_ROWS),
              })
            : t('shipments.exportRows', { count: counted.TotalCount }),
        received: (size) => t('shipments.exportReceived', { size }),
        done: (fileName) => t('shipments.exportDone', { fileName }),
        failed: t('shipments.exportFailed'),
      }}
    />
  );
}
