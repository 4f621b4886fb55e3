import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { Envelope, ReplenishPlan, replenishRefusalSchema } from '@portside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Flex, Progress, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageTitle } from '../../components/page-title';
import { downloadFile } from '../../lib/download';
import { request } from '../../lib/request';
import { ImportRowErrors } from '../../shared/import/spreadsheet-import-dialog';
import { formatDateTime } from '../../utils/date-time';
import {
  REPLENISH_TEMPLATE_URL,
  REPLENISH_UPLOAD_URL,
  RETURNS_KEY,
  useReplenishPlans,
  useStoredStock,
} from './returns-api';

type UploadAnswer = ReplenishPlan | z.infer<typeof replenishRefusalSchema>;
/** Where an upload is: sending the file (with its percentage), the server checking it, done or refused. */
type Stage = { step: 'sending'; percent: number } | { step: 'checking' } | { step: 'done' } | { step: 'refused' };

/**
 * /returns/replenish: the stored stock, the plan template in the user's language, and the upload of
 * a plan (UploadReplenishDetail) with its progress to done, or every bad row of a file that
 * recorded nothing; the plans recorded so far.
 */
export function ReplenishPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const stock = useStoredStock();
  const plans = useReplenishPlans();
  const [stage, setStage] = useState<Stage | undefined>();
  const [answer, setAnswer] = useState<Envelope<UploadAnswer | null> | undefined>();

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setAnswer(undefined);
    setStage({ step: 'sending', percent: 0 });
    try {
      // UploadReplenishDetail's answer comes back whatever its ErrorCode (spec §8): its rows' errors are shown here.
      const envelope = await request<UploadAnswer | null>({
        method: 'post',
        url: REPLENISH_UPLOAD_URL,
        data: form,
        timeout: 0,
        onUploadProgress: ({ loaded, total }) => {
          const percent = total ? Math.floor((loaded / total) * 100) : 0;
          setStage(percent >= 100 ? { step: 'checking' } : { step: 'sending', percent });
        },
      });
      setAnswer(envelope);
      setStage({ step: envelope.ErrorCode === 0 ? 'done' : 'refused' });
      if (envelope.ErrorCode === 0) await queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
    } catch {
      setStage({ step: 'refused' });
    }
  };

  const busy = stage?.step === 'sending' || stage?.step === 'checking';
  const current = !stage ? 0 : stage.step === 'sending' ? 0 : stage.step === 'checking' ? 1 : 2;
  const body = answer?.Body;
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('returns.replenishTitle')}</PageTitle>
      <Card size="small" title={t('returns.stock')}>
        <Table
          size="small"
          rowKey="Sku"
          loading={stock.isLoading}
          pagination={false}
          dataSource={stock.data ?? []}
          scroll={stock.data?.length ? { x: 'max-content' } : undefined}
          locale={{ emptyText: t('returns.noStock') }}
          columns={[
            { key: 'Sku', title: 'SKU', dataIndex: 'Sku' },
            { key: 'Fnsku', title: 'FNSKU', render: (_, line) => line.Fnsku ?? '—' },
            { key: 'Stored', title: t('returns.stored'), dataIndex: 'Stored' },
            { key: 'Planned', title: t('returns.planned'), dataIndex: 'Planned' },
            { key: 'Available', title: t('returns.available'), dataIndex: 'Available' },
          ]}
          data-testid="replenish-stock"
        />
      </Card>
      <Card size="small" title={t('returns.uploadPlan')}>
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">{t('returns.planHelp')}</Typography.Text>
          <div>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadFile(REPLENISH_TEMPLATE_URL, `replenishment-plan-${i18n.language}.xlsx`)}
            >
              {t('returns.template')}
            </Button>
          </div>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
            data-testid="replenish-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('returns.drop')}</p>
          </Upload.Dragger>
          {stage && (
            <Flex vertical gap="small" data-testid="replenish-progress">
              <Steps
                size="small"
                current={current}
                status={stage.step === 'refused' ? 'error' : stage.step === 'done' ? 'finish' : 'process'}
                items={[
                  { title: t('returns.stepSend') },
                  { title: t('returns.stepCheck') },
                  { title: t('returns.stepDone') },
                ]}
              />
              <Progress
                percent={stage.step === 'sending' ? stage.percent : 100}
                status={stage.step === 'refused' ? 'exception' : stage.step === 'done' ? 'success' : 'active'}
                format={(value) =>
                  stage.step === 'sending' ? `${value}%` : stage.step === 'checking' ? t('returns.checking') : ''
                }
              />
            </Flex>
          )}
          {body && 'PlanNo' in body && (
            <Alert
              type="success"
              showIcon
              title={t('returns.planDone', { no: body.PlanNo, shipments: body.Shipments, units: body.Units })}
              data-testid="replenish-done"
            />
          )}
          {answer && answer.ErrorCode !== 0 && (
            <Flex vertical gap="small" data-testid="replenish-errors">
              <Alert type="error" showIcon title={t('returns.refused')} description={answer.Msg} />
              {body && 'RowErrors' in body && <ImportRowErrors rows={body.RowErrors} texts="returns" />}
            </Flex>
          )}
        </Flex>
      </Card>
      <Card size="small" title={t('returns.plans')}>
        {(plans.data ?? []).length === 0 ? (
          <Typography.Text type="secondary">{t('returns.noPlans')}</Typography.Text>
        ) : (
          <Collapse
            size="small"
            items={(plans.data ?? []).map((plan) => ({
              key: plan.Id,
              label: t('returns.planSummary', {
                no: plan.PlanNo,
                time: formatDateTime(plan.CreatedTime),
                shipments: plan.Shipments,
                units: plan.Units,
              }),
              children: (
                <Table
                  size="small"
                  rowKey="Row"
                  pagination={false}
                  dataSource={plan.Lines}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    { key: 'FbaShipmentId', title: t('returns.fbaShipmentId'), dataIndex: 'FbaShipmentId' },
                    { key: 'DestinationCode', title: t('returns.destination'), dataIndex: 'DestinationCode' },
                    { key: 'Sku', title: 'SKU', dataIndex: 'Sku' },
                    { key: 'Quantity', title: t('returns.quantity'), dataIndex: 'Quantity' },
                  ]}
                />
              ),
            }))}
            data-testid="replenish-plans"
          />
        )}
      </Card>
    </Flex>
  );
}
