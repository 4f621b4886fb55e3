import { DownloadOutlined } from '@ant-design/icons';
import {
  type Attachment,
  RETURN_INSTRUCTIONS,
  RETURN_MAX_PHOTOS,
  type ReturnDetail,
  type ReturnInstruction,
} from '@portside/contracts';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Radio,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { downloadFile } from '../../lib/download';
import { FileUpload } from '../../shared/files/file-upload';
import { formatDateTime } from '../../utils/date-time';
import { InstructionText, ReturnStatusTag } from './return-labels';
import { useGiveInstruction, useReturnDetail } from './returns-api';

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

interface InstructionForm {
  Instruction: ReturnInstruction;
  Note?: string;
  ReturnAddress?: string;
  Photos?: Attachment[];
}

/** The client's instruction for a return awaiting one: what to do, a note, where to, photos. */
function InstructionFormCard({ detail }: { detail: ReturnDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InstructionForm>();
  const give = useGiveInstruction();
  const instruction = Form.useWatch('Instruction', form);
  const submit = async (values: InstructionForm) => {
    await give.mutateAsync({
      Id: detail.Id,
      Instruction: values.Instruction,
      Note: values.Note || null,
      ReturnAddress: values.Instruction === 'ReturnToSender' ? values.ReturnAddress || null : null,
      PhotoFileIds: (values.Photos ?? []).map((photo) => photo.Id),
    });
    message.success(t('returns.instructed'));
  };
  return (
    <Card size="small" title={t('returns.giveInstruction')} data-testid="return-instruction-form">
      <Form<InstructionForm> form={form} layout="vertical" onFinish={submit} scrollToFirstError={{ focus: true }}>
        <Form.Item
          name="Instruction"
          label={t('returns.instruction')}
          rules={[{ required: true, message: t('returns.chooseInstruction') }]}
        >
          <Radio.Group>
            <Flex vertical gap={4}>
              {RETURN_INSTRUCTIONS.map((kind) => (
                <Radio key={kind} value={kind}>
                  {t(`returns.instructions.${kind}`)}
                  <Typography.Text type="secondary"> — {t(`returns.instructionHints.${kind}`)}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {instruction === 'ReturnToSender' && (
          <Form.Item
            name="ReturnAddress"
            label={t('returns.returnAddress')}
            rules={[{ required: true, whitespace: true, message: t('returns.addressRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        )}
        <Form.Item name="Note" label={t('returns.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="Photos" label={t('returns.photos', { max: RETURN_MAX_PHOTOS })}>
          <FileUpload
            extensions={PHOTO_EXTENSIONS}
            maxCount={RETURN_MAX_PHOTOS}
            type="ReturnPhoto"
            testId="return-photo-upload"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={give.isPending} data-testid="return-instruct">
          {t('returns.send')}
        </Button>
      </Form>
    </Card>
  );
}

/** /returns/detail?id=: one return, its lines as inspected, the instruction and its photos, the history. */
export function ReturnDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useReturnDetail(id);
  const data = detail.data;
  if (!id || (!detail.isLoading && !data)) {
    return (
      <Flex vertical gap="middle">
        <PageTitle>{t('returns.detailTitle')}</PageTitle>
        <Empty description={t('returns.notFound')} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <PageTitle>{data ? t('returns.detailTitleOf', { no: data.ReturnNo }) : t('returns.detailTitle')}</PageTitle>
      {data && (
        <>
          <Card size="small" extra={<ReturnStatusTag status={data.Status} />} title={data.ReturnNo}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                { key: 'marketplace', label: t('returns.marketplace'), children: data.Marketplace },
                { key: 'removal', label: t('returns.removalOrderId'), children: data.RemovalOrderId ?? '—' },
                { key: 'tracking', label: t('returns.trackingNo'), children: data.TrackingNo ?? '—' },
                { key: 'warehouse', label: t('returns.warehouse'), children: data.WarehouseCode },
                {
                  key: 'instruction',
                  label: t('returns.instruction'),
                  children: <InstructionText instruction={data.Instruction} />,
                },
                ...(data.ReturnAddress
                  ? [{ key: 'address', label: t('returns.returnAddress'), children: data.ReturnAddress }]
                  : []),
                ...(data.InstructionNote
                  ? [{ key: 'note', label: t('returns.note'), children: data.InstructionNote }]
                  : []),
                ...(data.InspectionNote
                  ? [{ key: 'inspection', label: t('returns.inspectionNote'), children: data.InspectionNote }]
                  : []),
              ]}
            />
          </Card>
          <Table
            size="small"
            rowKey="Sku"
            pagination={false}
            dataSource={data.Lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'Sku', title: 'SKU', dataIndex: 'Sku' },
              { key: 'Fnsku', title: 'FNSKU', render: (_, line) => line.Fnsku ?? '—' },
              { key: 'Quantity', title: t('returns.quantity'), dataIndex: 'Quantity' },
              { key: 'Sellable', title: t('returns.sellable'), render: (_, line) => line.SellableQuantity ?? '—' },
              {
                key: 'Condition',
                title: t('returns.condition'),
                render: (_, line) => (line.Condition ? t(`returns.conditions.${line.Condition}`) : '—'),
              },
            ]}
            data-testid="return-lines"
          />
          {data.Status === 'AwaitingInstruction' && <InstructionFormCard detail={data} />}
          {data.Photos.length > 0 && (
            <Card size="small" title={t('returns.givenPhotos')} data-testid="return-photos">
              <Space wrap>
                {data.Photos.map((photo) => (
                  <Button
                    key={photo.Id}
                    icon={<DownloadOutlined />}
                    onClick={() => void downloadFile(photo.Url, photo.FileName)}
                  >
                    {photo.FileName}
                  </Button>
                ))}
              </Space>
            </Card>
          )}
          <Card size="small" title={t('returns.history')}>
            <Timeline
              items={data.History.map((change) => ({
                content: (
                  <Flex vertical>
                    <Typography.Text>{t(`returns.statuses.${change.ToStatus}`)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(change.Time)} ·{' '}
                      {change.By === 'Client' ? (change.UserName ?? t('returns.byClient')) : t('returns.byForwarder')}
                    </Typography.Text>
                    {change.Note && <Typography.Text type="secondary">{change.Note}</Typography.Text>}
                  </Flex>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
