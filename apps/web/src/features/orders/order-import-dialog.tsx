import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { Envelope, importAnswerSchema, importRefusalSchema } from '@portside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { downloadFile } from '../../lib/download';
import { request } from '../../lib/request';

export const ORDER_IMPORT_URL = '/client/api/Order/InsertExcel';
export const ORDER_TEMPLATE_URL = '/client/api/Order/DownloadOrderImportTemplate';

type ImportAnswer = z.infer<typeof importAnswerSchema> | z.infer<typeof importRefusalSchema>;

/**
 * InsertExcel: the template in the user's language, the upload with its progress, then the
 * result of each order, or every bad row (row, column, reason) of a file that imported nothing.
 */
export function OrderImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      // InsertExcel's answer comes back whatever its ErrorCode (spec §8): the rows' errors are shown here.
      const envelope = await request<ImportAnswer | null>({
        method: 'post',
        url: ORDER_IMPORT_URL,
        data: form,
        timeout: 0,
        onUploadProgress: ({ loaded, total }) => setPercent(total ? Math.floor((loaded / total) * 100) : 0),
      });
      setAnswer(envelope);
      if (envelope.ErrorCode === 0) await queryClient.invalidateQueries({ queryKey: ['orders'] });
    } finally {
      setPercent(undefined);
    }
  };

  const body = answer?.Body;
  return (
    <Modal
      open={open}
      title={t('orders.import.title')}
      onCancel={onClose}
      footer={null}
      maskClosable={false}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(ORDER_TEMPLATE_URL, `order-import-${i18n.language}.xlsx`)}
        >
          {t('orders.import.template')}
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
          data-testid="order-import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('orders.import.drop')}</p>
        </Upload.Dragger>
        {percent !== undefined ? (
          <Progress
            percent={percent}
            status="active"
            format={(value) => (value === 100 ? t('orders.import.importing') : `${value}%`)}
          />
        ) : null}
        {body && 'Orders' in body ? (
          <Alert
            type="success"
            showIcon
            message={t('orders.import.done', { count: body.Orders.length })}
            description={body.Orders.map(
              (order) => `${order.Reference} → ${order.OrderNo} (${order.CartonCount})`,
            ).join(', ')}
            data-testid="order-import-done"
          />
        ) : null}
        {answer && answer.ErrorCode !== 0 ? (
          <Flex vertical gap="small" data-testid="order-import-errors">
            <Alert type="error" showIcon message={t('orders.import.refused')} description={answer.Msg} />
            {body && 'RowErrors' in body ? (
              <Table
                size="small"
                rowKey={(row) => `${row.Row}:${row.Column}`}
                pagination={false}
                dataSource={body.RowErrors}
                columns={[
                  { key: 'Row', title: t('orders.import.row'), dataIndex: 'Row' },
                  { key: 'Column', title: t('orders.import.column'), dataIndex: 'Column' },
                  { key: 'Reason', title: t('orders.import.reason'), dataIndex: 'Reason' },
                ]}
              />
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Modal>
  );
}
