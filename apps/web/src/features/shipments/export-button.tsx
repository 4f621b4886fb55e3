import { DownloadOutlined } from '@ant-design/icons';
import { SHIPMENT_EXPORT_MAX_ROWS, type ShipmentFilter } from '@portside/contracts';
import { App, Button, Flex, Modal, Progress, Typography } from 'antd';
import { isCancel } from 'axios';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/download';
import { EnvelopeError } from '../../lib/request';
import { useLanguageStore } from '../../stores/language-store';
import { exportShipments, type ShipmentPage } from './shipments-api';

interface ExportProgress {
  loaded: number;
  /** Known only when the server states the size; a streamed export does not. */
  percent: number | undefined;
}

/** Bytes in the UI language's units (856 kB, 1.2 MB). */
function formatSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : bytes / 1000);
}

/**
 * Exports the list's current filter as .xlsx. The file streams in while a dialog shows how much
 * has arrived; it can be cancelled, and is saved once complete. A refused export is explained in
 * a dialog (spec §8: ExportExcel gets no error toast from the request layer).
 */
export function ExportButton({
  filter,
  total,
}: {
  filter: ShipmentFilter;
  /** The list's total, as its page answered it (capped at LIST_TOTAL_CAP). */
  total: Pick<ShipmentPage, 'TotalCount' | 'TotalCapped'> | undefined;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const language = useLanguageStore((state) => state.language);
  const [progress, setProgress] = useState<ExportProgress>();
  const running = useRef<AbortController>(undefined);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ loaded: 0, percent: undefined });
    try {
      const { file, fileName } = await exportShipments(
        filter,
        (event) =>
          setProgress({
            loaded: event.loaded,
            percent: event.total ? Math.round((event.loaded / event.total) * 100) : undefined,
          }),
        controller.signal,
      );
      saveFile(file, fileName);
      message.success(t('shipments.exportDone', { fileName }));
    } catch (error) {
      if (error instanceof EnvelopeError) {
        modal.error({ title: t('shipments.exportFailed'), content: error.Msg || t('request.error') });
      } else if (!isCancel(error)) {
        // Spec §8: a network failure is only logged; a cancel needs no word.
        console.error('Export failed', error);
      }
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  };

  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        disabled={total?.TotalCount === 0}
        loading={progress !== undefined}
        onClick={() => void start()}
        data-testid="shipment-export"
      >
        {t('shipments.export')}
      </Button>
      <Modal
        open={progress !== undefined}
        title={t('shipments.exportTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button onClick={() => running.current?.abort()} data-testid="shipment-export-cancel">
            {t('common.cancel')}
          </Button>
        }
        destroyOnHidden
      >
        <Flex vertical gap="small" data-testid="shipment-export-progress">
          {total !== undefined && (
            <Typography.Text>
              {total.TotalCapped
                ? t('shipments.exportRowsMany', {
                    total: count(total.TotalCount),
                    max: count(SHIPMENT_EXPORT_MAX_ROWS),
                  })
                : t('shipments.exportRows', { count: total.TotalCount })}
            </Typography.Text>
          )}
          <Progress
            percent={progress?.percent ?? 100}
            status="active"
            showInfo={progress?.percent !== undefined}
            aria-label={t('shipments.exportTitle')}
          />
          <Typography.Text type="secondary">
            {t('shipments.exportReceived', { size: formatSize(progress?.loaded ?? 0, language) })}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
