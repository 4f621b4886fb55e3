import { DownloadOutlined } from '@ant-design/icons';
import {
  AGEING_BUCKETS,
  CHARGE_STATUS,
  type Charge,
  type ChargeListRequest,
  type ChargeStatus,
  type StatementListRequest,
  type StatementStatus,
  type StatementSummary,
} from '@portside/contracts';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Progress,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { saveFile } from '../../lib/download';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { useMoney } from '../../shared/money/use-money';
import {
  exportStatement,
  type StatementFormat,
  useAgeing,
  useApproveCharge,
  useChargePage,
  useConfirmStatement,
  useDisputeStatement,
  useRejectCharge,
  useStatementDetail,
  useStatementPage,
} from './finance-api';

const STATUS_COLORS: Record<ChargeStatus, string> = {
  [CHARGE_STATUS.PendingApproval]: 'gold',
  [CHARGE_STATUS.Approved]: 'green',
  [CHARGE_STATUS.Rejected]: 'red',
  [CHARGE_STATUS.Withdrawn]: 'default',
};
const STATEMENT_COLORS: Record<StatementStatus, string> = {
  Draft: 'default',
  Issued: 'blue',
  Confirmed: 'cyan',
  Disputed: 'red',
  PartiallyPaid: 'gold',
  Paid: 'green',
};

function AgeingCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const ageing = useAgeing();
  return (
    <Card size="small" title={t('finance.ageing')} data-testid="finance-ageing">
      <Table
        size="small"
        rowKey="Currency"
        pagination={false}
        loading={ageing.isLoading}
        dataSource={ageing.data}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'currency', title: t('finance.currency'), dataIndex: 'Currency' },
          ...AGEING_BUCKETS.map((bucket) => ({
            key: bucket,
            title: t(`finance.buckets.${bucket}`),
            align: 'right' as const,
            render: (_: unknown, row: NonNullable<typeof ageing.data>[number]) =>
              money(row.Buckets[bucket], row.Currency),
          })),
          {
            key: 'outstanding',
            title: t('finance.outstanding'),
            align: 'right' as const,
            render: (_: unknown, row: NonNullable<typeof ageing.data>[number]) => (
              <strong>{money(row.Outstanding, row.Currency)}</strong>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The charge lines' columns, shared by the charges tab and a statement's lines. */
function useChargeColumns(): TableColumnsType<Charge> {
  const { t } = useTranslation();
  const money = useMoney();
  const dictLabel = useDictLabel();
  return [
    {
      key: 'dcgNo',
      title: t('finance.job'),
      render: (_, row) => (
        <>
          {row.DcgNo || '–'}
          {row.OrderNo && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('financeOrders.order', { orderNo: row.OrderNo })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'costType',
      title: t('finance.costType'),
      render: (_, row) => (
        <>
          {dictLabel('CostTypeEnum', row.CostType)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {dictLabel('CostStageEnum', row.CostStage)} · {t(`finance.kinds.${row.Kind}`)} ·{' '}
            {t(`finance.sources.${row.Source}`)}
          </Typography.Text>
        </>
      ),
    },
    { key: 'date', title: t('finance.date'), render: (_, row) => row.IncurredAt.slice(0, 10) },
    {
      key: 'quantity',
      title: t('finance.quantity'),
      align: 'right',
      render: (_, row) => `${row.Quantity} ${row.Unit} × ${row.UnitPrice}`,
    },
    { key: 'total', title: t('finance.total'), align: 'right', render: (_, row) => money(row.Total, row.Currency) },
    {
      key: 'difference',
      title: t('finance.difference'),
      align: 'right',
      render: (_, row) =>
        row.DifferenceFromEstimate === null ? (
          '–'
        ) : (
          <Typography.Text type={row.DifferenceFromEstimate.startsWith('-') ? 'success' : 'danger'}>
            {row.DifferenceFromEstimate.startsWith('-') ? '' : '+'}
            {money(row.DifferenceFromEstimate, row.Currency)}
          </Typography.Text>
        ),
    },
    {
      key: 'status',
      title: t('finance.status'),
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLORS[row.Status]}>{dictLabel('ApprovalStatusEnum', row.Status)}</Tag>
          {row.Revision > 1 && <Tag>{t('finance.revision', { revision: row.Revision })}</Tag>}
          {(row.RejectReason || row.DisputeReason) && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.DisputeReason ?? row.RejectReason}
            </Typography.Text>
          )}
        </>
      ),
    },
  ];
}

function ChargesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dictLabel = useDictLabel();
  const [request, setRequest] = useState<ChargeListRequest>({
    PageIndex: 1,
    PageSize: DEFAULT_PAGE_SIZE,
    Status: CHARGE_STATUS.PendingApproval,
  });
  const page = useChargePage(request);
  const approve = useApproveCharge();
  const reject = useRejectCharge();
  const [rejecting, setRejecting] = useState<Charge>();
  const [form] = Form.useForm<{ Reason: string }>();
  const columns = useChargeColumns();
  const actions: TableColumnsType<Charge>[number] = {
    key: 'actions',
    title: t('finance.actions'),
    render: (_, row) =>
      row.Status === CHARGE_STATUS.PendingApproval && (
        <Space wrap>
          <Button
            size="small"
            type="primary"
            loading={approve.isPending && approve.variables?.Id === row.Id}
            onClick={async () => {
              await approve.mutateAsync({ Id: row.Id });
              message.success(t('finance.approved'));
            }}
          >
            {t('finance.approve')}
          </Button>
          <Button size="small" danger onClick={() => setRejecting(row)}>
            {t('finance.reject')}
          </Button>
        </Space>
      ),
  };
  const statuses = Object.values(CHARGE_STATUS);
  return (
    <Flex vertical gap="small">
      <Select<ChargeStatus | 'all'>
        aria-label={t('finance.status')}
        style={{ width: 220, maxWidth: '100%' }}
        value={request.Status ?? 'all'}
        options={[
          { value: 'all', label: t('finance.allStatuses') },
          ...statuses.map((status) => ({ value: status, label: dictLabel('ApprovalStatusEnum', status) })),
        ]}
        onChange={(value) => setRequest({ ...request, PageIndex: 1, Status: value === 'all' ? undefined : value })}
      />
      <PagedTable<Charge, ChargeListRequest>
        rowKey="Id"
        columns={[...columns, actions]}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="finance-charges"
      />
      <Modal
        open={rejecting !== undefined}
        title={t('finance.rejectTitle')}
        okText={t('finance.reject')}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onCancel={() => setRejecting(undefined)}
        onOk={async () => {
          const { Reason } = await form.validateFields();
          if (!rejecting) return;
          await reject.mutateAsync({ Id: rejecting.Id, Reason });
          form.resetFields();
          setRejecting(undefined);
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="Reason"
            label={t('finance.reason')}
            rules={[{ required: true, whitespace: true, message: t('finance.reasonRequired') }]}
          >
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}

function ExportButtons({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ format: StatementFormat; percent: number | undefined }>();
  const run = async (format: StatementFormat) => {
    setProgress({ format, percent: undefined });
    try {
      const { file, fileName } = await exportStatement(id, number, format, (event) =>
        setProgress({ format, percent: event.total ? Math.round((event.loaded / event.total) * 100) : undefined }),
      );
      saveFile(file, fileName);
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Space wrap>
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={progress?.format === format}
          disabled={progress !== undefined && progress.format !== format}
          onClick={() => void run(format)}
        >
          {t(`finance.export.${format}`)}
        </Button>
      ))}
      {progress && (
        <Progress
          type="circle"
          size={24}
          percent={progress.percent ?? 50}
          status="active"
          aria-label={t('finance.exporting')}
        />
      )}
    </Space>
  );
}

function StatementDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const detail = useStatementDetail(id);
  const confirm = useConfirmStatement();
  const dispute = useDisputeStatement();
  const columns = useChargeColumns();
  const [disputing, setDisputing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const statement = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size="min(960px, 100vw)"
      title={statement ? t('finance.statementTitle', { number: statement.Number }) : t('finance.statement')}
      data-testid="finance-statement-detail"
      destroyOnHidden
    >
      {statement && (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'status',
                label: t('finance.status'),
                children: (
                  <>
                    <Tag color={STATEMENT_COLORS[statement.Status]}>{t(`finance.statuses.${statement.Status}`)}</Tag>
                    {statement.Overdue && (
                      <Tag color="red">{t('finance.overdue', { days: statement.DaysOverdue })}</Tag>
                    )}
                  </>
                ),
              },
              { key: 'due', label: t('finance.dueDate'), children: statement.DueDate },
              { key: 'net', label: t('finance.net'), children: money(statement.NetTotal, statement.Currency) },
              { key: 'tax', label: t('finance.tax'), children: money(statement.TaxTotal, statement.Currency) },
              { key: 'total', label: t('finance.total'), children: money(statement.Total, statement.Currency) },
              { key: 'paid', label: t('finance.paid'), children: money(statement.Paid, statement.Currency) },
              {
                key: 'outstanding',
                label: t('finance.outstanding'),
                children: <strong>{money(statement.Outstanding, statement.Currency)}</strong>,
              },
              ...(statement.DisputeReason
                ? [{ key: 'dispute', label: t('finance.disputeReason'), children: statement.DisputeReason }]
                : []),
            ]}
          />
          <Space wrap>
            {statement.Status === 'Issued' && !disputing && (
              <>
                <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate({ Id: statement.Id })}>
                  {t('finance.confirm')}
                </Button>
                <Button danger onClick={() => setDisputing(true)}>
                  {t('finance.dispute')}
                </Button>
              </>
            )}
            <ExportButtons id={statement.Id} number={statement.Number} />
          </Space>
          {disputing && (
            <Card size="small" title={t('finance.disputeTitle')}>
              <Typography.Paragraph>{t('finance.disputeHint')}</Typography.Paragraph>
              <Input.TextArea
                aria-label={t('finance.reason')}
                placeholder={t('finance.reason')}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
              <Space style={{ marginTop: 8 }} wrap>
                <Button
                  danger
                  type="primary"
                  disabled={selected.length === 0 || reason.trim() === ''}
                  loading={dispute.isPending}
                  onClick={async () => {
                    await dispute.mutateAsync({ Id: statement.Id, ChargeIds: selected, Reason: reason });
                    setDisputing(false);
                  }}
                >
                  {t('finance.sendDispute')}
                </Button>
                <Button onClick={() => setDisputing(false)}>{t('finance.cancel')}</Button>
              </Space>
            </Card>
          )}
          <Table<Charge>
            size="small"
            rowKey="Id"
            columns={columns}
            dataSource={statement.Lines}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowSelection={
              disputing ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined
            }
            data-testid="finance-statement-lines"
          />
          {statement.Payments.length > 0 && (
            <Card size="small" title={t('finance.payments')}>
              {statement.Payments.map((payment) => (
                <div key={`${payment.Reference}-${payment.PaidAt}`}>
                  {payment.PaidAt.slice(0, 10)} · {payment.Reference} · {money(payment.Amount, statement.Currency)}
                </div>
              ))}
            </Card>
          )}
        </Flex>
      )}
    </Drawer>
  );
}

function StatementsTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [request, setRequest] = useState<StatementListRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useStatementPage(request);
  const columns: TableColumnsType<StatementSummary> = [
    {
      key: 'number',
      title: t('finance.number'),
      render: (_, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row.Id)}>
          {row.Number}
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('finance.status'),
      render: (_, row) => (
        <>
          <Tag color={STATEMENT_COLORS[row.Status]}>{t(`finance.statuses.${row.Status}`)}</Tag>
          {row.Overdue && <Tag color="red">{t('finance.overdue', { days: row.DaysOverdue })}</Tag>}
        </>
      ),
    },
    { key: 'due', title: t('finance.dueDate'), dataIndex: 'DueDate' },
    { key: 'total', title: t('finance.total'), align: 'right', render: (_, row) => money(row.Total, row.Currency) },
    {
      key: 'outstanding',
      title: t('finance.outstanding'),
      align: 'right',
      render: (_, row) => money(row.Outstanding, row.Currency),
    },
  ];
  return (
    <PagedTable<StatementSummary, StatementListRequest>
      rowKey="Id"
      columns={columns}
      page={page.data}
      loading={page.isFetching}
      request={request}
      onRequestChange={setRequest}
      testId="finance-statements"
    />
  );
}

/**
 * /finance/statement: what the company owes and why. Statements with their ageing, each opened
 * with its lines to confirm, dispute or export; and the charge lines to approve or reject. The
 * tab (?tab=charges) and the open statement (?id=) are in the URL, so the dashboard links to them.
 */
export function StatementPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'charges' ? 'charges' : 'statements';
  const openId = search.get('id') ?? undefined;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  return (
    <Flex vertical gap="middle">
      <PageTitle testId="finance-title">{t('finance.title')}</PageTitle>
      <AgeingCard />
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'charges' ? 'charges' : undefined })}
        items={[
          {
            key: 'statements',
            label: t('finance.statements'),
            children: <StatementsTab onOpen={(id) => update({ id })} />,
          },
          { key: 'charges', label: t('finance.charges'), children: <ChargesTab /> },
        ]}
      />
      <StatementDrawer id={openId} onClose={() => update({ id: undefined })} />
    </Flex>
  );
}
