import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { DcgImportAnswer, Envelope, importRefusalSchema } from '@portside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { downloadFile } from '../../lib/download';
import { request } from '../../lib/request';
import { BOOKINGS_KEY, DCG_IMPORT_URL, DCG_TEMPLATE_URL } from './booking-api';

type ImportAnswer = DcgImportAnswer | z.infer<typeof importRefusalSchema>;

/**
 * InsertDCGExcel: the shipping-instruction template in the user's language, the upload with its
 * progress, then each job imported, or every bad row (row, column, reason) of a file that imported nothing.
 */
export function DcgImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | undefined>();
  const [answer, setAnswer] = useState<Envelope<ImportAnswer | null> | undefined>();

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setAnswer(undefined);
    setPercent(0);
    try {
      // InsertDCGExcel's answer comes back whatever its ErrorCode (spec §8): the rows' errors are shown here.
      const envelope = await request<ImportAnswer | null>({
        method: 'post',
        url: DCG_IMPORT_URL,
        data: form,
        timeout: 0,
        onUploadProgress: ({ loaded, total }) => setPercent(total ? Math.floor((loaded / total) * 100) : 0),
      });
      setAnswer(envelope);
      if (envelope.ErrorCode === 0) await queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    } finally {
      setPercent(undefined);
    }
  };

  const body = answer?.Body;
  return (
    <Modal
      open={open}
      title={t('bookings.import.title')}
      onCancel={onClose}
      footer={null}
      maskClosable={false}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(DCG_TEMPLATE_URL, `shipping-instructions-${i18n.language}.xlsx`)}
        >
          {t('bookings.import.template')}
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
          data-testid="dcg-import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('bookings.import.drop')}</p>
        </Upload.Dragger>
        {percent !== undefined ? (
          <Progress
            percent={percent}
            status="active"
            format={(value) => (value === 100 ? t('bookings.import.importing') : `${value}%`)}
          />
        ) : null}
        {body && 'Bookings' in body ? (
          <Alert
            type="success"
            showIcon
            message={t('bookings.import.done', { count: body.Bookings.length })}
            description={body.Bookings.map((job) =>
              t('bookings.import.job', { dcgNo: job.DcgNo, count: job.Containers }),
            ).join(', ')}
            data-testid="dcg-import-done"
          />
        ) : null}
        {answer && answer.ErrorCode !== 0 ? (
          <Flex vertical gap="small" data-testid="dcg-import-errors">
            <Alert type="error" showIcon message={t('bookings.import.refused')} description={answer.Msg} />
            {body && 'RowErrors' in body ? (
              <Table
                size="small"
                rowKey={(row) => `${row.Row}:${row.Column}:${row.Reason}`}
                pagination={false}
                dataSource={body.RowErrors}
                columns={[
                  { key: 'Row', title: t('bookings.import.row'), dataIndex: 'Row' },
                  { key: 'Column', title: t('bookings.import.column'), dataIndex: 'Column' },
                  { key: 'Reason', title: t('bookings.import.reason'), dataIndex: 'Reason' },
                ]}
              />
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Modal>
  );
}
