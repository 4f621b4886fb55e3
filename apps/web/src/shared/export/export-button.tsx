import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Progress, Typography } from 'antd';
import { isCancel } from 'axios';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/download';
import { EnvelopeError } from '../../lib/request';
import { useLanguageStore } from '../../stores/language-store';
import type { ExportedFile, ExportProgressHandler } from './export-file';

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

/** What a list's export says, in the words of its list. */
export interface ExportTexts {
  button: string;
  title: string;
  /** How many rows the export holds, from the list's (capped) total. */
  rows: (total: { TotalCount: number; TotalCapped: boolean }, format: (n: number) => string) => string;
  received: (size: string) => string;
  done: (fileName: string) => string;
  failed: string;
}

/**
 * Exports a list's current filter as .xlsx. The file streams in while a dialog shows how much
 * has arrived; it can be cancelled, and is saved once complete. A refused export is explained in
 * a dialog (spec §8: ExportExcel gets no error toast from the request layer). Every list's export
 * button is this one (the shipment lists', the order work queue's).
 */
export function ExportButton({
  run,
  total,
  texts,
  testId,
}: {
  run: (onProgress: ExportProgressHandler, signal: AbortSignal) => Promise<ExportedFile>;
  /** The list's total, as its page answered it (capped at LIST_TOTAL_CAP). */
  total: { TotalCount: number; TotalCapped: boolean } | undefined;
  texts: ExportTexts;
  /** data-testid of the button; the progress and cancel get `-progress` and `-cancel`. */
  testId: string;
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
      const { file, fileName } = await run(
        (event) =>
          setProgress({
            loaded: event.loaded,
            percent: event.total ? Math.round((event.loaded / event.total) * 100) : undefined,
          }),
        controller.signal,
      );
      saveFile(file, fileName);
      message.success(texts.done(fileName));
    } catch (error) {
      if (error instanceof EnvelopeError) {
        modal.error({ title: texts.failed, content: error.Msg || t('request.error') });
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
        data-testid={testId}
      >
        {texts.button}
      </Button>
      <Modal
        open={progress !== undefined}
        title={texts.title}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button onClick={() => running.current?.abort()} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
        }
        destroyOnHidden
      >
        <Flex vertical gap="small" data-testid={`${testId}-progress`}>
          {total !== undefined && <Typography.Text>{texts.rows(total, count)}</Typography.Text>}
          <Progress
            percent={progress?.percent ?? 100}
            status="active"
            showInfo={progress?.percent !== undefined}
            aria-label={texts.title}
          />
          <Typography.Text type="secondary">
            {texts.received(formatSize(progress?.loaded ?? 0, language))}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
