import type { DcgImportAnswer } from '@portside/contracts';
import { useTranslation } from 'react-i18next';
import { SpreadsheetImportDialog } from '../../shared/import/spreadsheet-import-dialog';
import { BOOKINGS_KEY, DCG_IMPORT_URL, DCG_TEMPLATE_URL } from './booking-api';

const TEMPLATE = { url: DCG_TEMPLATE_URL, fileName: (language: string) => `shipping-instructions-${language}.xlsx` };

/** InsertDCGExcel: the shipping instructions of the file, each job imported with its containers. */
export function DcgImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SpreadsheetImportDialog<DcgImportAnswer>
      open={open}
      onClose={onClose}
      importUrl={DCG_IMPORT_URL}
      template={TEMPLATE}
      listKey={BOOKINGS_KEY}
      texts="bookings.import"
      imported={({ Bookings }) => ({
        count: Bookings.length,
        names: Bookings.map((job) => t('bookings.import.job', { dcgNo: job.DcgNo, count: job.Containers })),
      })}
      testId="dcg-import"
    />
  );
}
