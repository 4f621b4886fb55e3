import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { Envelope, importRefusalSchema } from '@portside/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { downloadFile } from '../../lib/download';
import { request } from '../../lib/request';

type ImportRefusal = z.infer<typeof importRefusalSchema>;

/**
 * Every bad row of a refused workbook (row, column, reason), with the column titles under `texts`
 * (row, column, reason): the file imported nothing.
 */
export function ImportRowErrors({
  rows,
  texts,
}: {
  rows: ImportRefusal['RowErrors'];
  texts: 'orders.import' | 'bookings.import' | 'returns';
}) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.Row}:${row.Column}:${row.Reason}`}
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'Row', title: t(`${texts}.row`), dataIndex: 'Row' },
        { key: 'Column', title: t(`${texts}.column`), dataIndex: 'Column' },
        { key: 'Reason', title: t(`${texts}.reason`), dataIndex: 'Reason' },
      ]}
    />
  );
}

/** What an import imported, from its answer: how many, and a line naming each. */
export interface Imported {
  count: number;
  names: string[];
}

interface SpreadsheetImportDialogProps<Answer> {
  open: boolean;
  onClose: () => void;
  /** Where the workbook is posted (InsertExcel, InsertDCGExcel). */
  importUrl: string;
  /** The blank template, in the user's language. */
  template: { url: string; fileName: (language: string) => string };
  /** The list the import adds to, asked again once it has. */
  listKey: QueryKey;
  /** The dialog's texts: title, template, drop, importing, done, refused, row, column, reason. */
  texts: 'orders.import' | 'bookings.import';
  /** What a successful answer imported. */
  imported: (answer: Answer) => Imported;
  /** The prefix of the upload's, the result's and the errors' test ids. */
  testId: string;
}

/**
 * A workbook import (spec §8): the template in the user's language, the upload with its progress,
 * then what was imported, or every bad row (row, column, reason) of a file that imported nothing.
 */
export function SpreadsheetImportDialog<Answer extends object>({
  open,
  onClose,
  importUrl,
  template,
  listKey,
  texts,
  imported,
  testId,
}: SpreadsheetImportDialogProps<Answer>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | undefined>();
  const [answer, setAnswer] = useState<Envelope<Answer | ImportRefusal | null> | undefined>();

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setAnswer(undefined);
    setPercent(0);
    try {
      // The import's answer comes back whatever its ErrorCode (spec §8): the rows' errors are shown here.
      const envelope = await request<Answer | ImportRefusal | null>({
        method: 'post',
        url: importUrl,
        data: form,
        timeout: 0,
        onUploadProgress: ({ loaded, total }) => setPercent(total ? Math.floor((loaded / total) * 100) : 0),
      });
      setAnswer(envelope);
      if (envelope.ErrorCode === 0) await queryClient.invalidateQueries({ queryKey: listKey });
    } finally {
      setPercent(undefined);
    }
  };

  const body = answer?.Body;
  const done = answer?.ErrorCode === 0 && body && !('RowErrors' in body) ? imported(body) : undefined;
  return (
    <Modal
      open={open}
      title={t(`${texts}.title`)}
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(template.url, template.fileName(i18n.language))}
        >
          {t(`${texts}.template`)}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          disabled={percent !== undefined}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
          data-testid={`${testId}-upload`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t(`${texts}.drop`)}</p>
        </Upload.Dragger>
        {percent !== undefined ? (
          <Progress
            percent={percent}
            status="active"
            format={(value) => (value === 100 ? t(`${texts}.importing`) : `${value}%`)}
          />
        ) : null}
        {done ? (
          <Alert
            type="success"
            showIcon
            title={t(`${texts}.done`, { count: done.count })}
            description={done.names.join(', ')}
            data-testid={`${testId}-done`}
          />
        ) : null}
        {answer && answer.ErrorCode !== 0 ? (
          <Flex vertical gap="small" data-testid={`${testId}-errors`}>
            <Alert type="error" showIcon title={t(`${texts}.refused`)} description={answer.Msg} />
            {body && 'RowErrors' in body ? <ImportRowErrors rows={body.RowErrors} texts={texts} /> : null}
          </Flex>
        ) : null}
      </Flex>
    </Modal>
  );
}
