import { DownloadOutlined } from '@ant-design/icons';
import {
  CUSTOMS_DIRECTIONS,
  CUSTOMS_DOCUMENT_KIND_LABELS,
  CUSTOMS_MAIN_PATH,
  CUSTOMS_STATUS,
  type CustomsDeclaration,
  type CustomsDirection,
  type CustomsDocument,
  type CustomsListRequest,
  type CustomsStatus,
  UPLOAD_EXTENSIONS,
} from '@portside/contracts';
import {
  Button,
  Card,
  Collapse,
  Descriptions,
  Empty,
  Flex,
  Grid,
  Pagination,
  Segmented,
  Select,
  Space,
  Spin,
  Steps,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../../components/item-list';
import { PageTitle } from '../../components/page-title';
import { downloadFile } from '../../lib/download';
import { useDictLabel, useDictOptions } from '../../shared/dictionary/dictionary';
import { FileUpload } from '../../shared/files/file-upload';
import { useLanguageStore } from '../../stores/language-store';
import { formatDateTime } from '../../utils/date-time';
import { useCustomsDetail, useCustomsPage, useUploadCustomsDocument } from './customs-api';
import './clearance-files-page.css';

const PAGE_SIZE = 10;
const DETOURS: readonly CustomsStatus[] = [CUSTOMS_STATUS.Held, CUSTOMS_STATUS.Rejected];

const STATUS_COLORS: Record<CustomsStatus, string> = {
  '0': 'default',
  '1': 'warning',
  '2': 'processing',
  '3': 'processing',
  '4': 'gold',
  '5': 'success',
  '6': 'error',
  '7': 'error',
};

const DOCUMENT_COLORS: Record<CustomsDocument['Status'], string> = {
  Missing: 'warning',
  Uploaded: 'processing',
  Accepted: 'success',
  Rejected: 'error',
};

function useMoney() {
  const language = useLanguageStore((state) => state.language);
  // A decimal string is formatted as it is (Intl reads numeric strings exactly), never through a float.
  return (amount: string, currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount as `${number}`);
}

/** The usual way of a declaration as steps; a hold or rejection shows as an error at the declared step. */
function ClearanceSteps({ status }: { status: CustomsStatus }) {
  const label = useDictLabel();
  const screens = Grid.useBreakpoint();
  const detour = DETOURS.includes(status);
  const current = detour ? CUSTOMS_MAIN_PATH.indexOf(CUSTOMS_STATUS.Declared) : CUSTOMS_MAIN_PATH.indexOf(status);
  return (
    <Steps
      size="small"
      orientation={screens.md ? 'horizontal' : 'vertical'}
      current={current}
      status={detour ? 'error' : status === CUSTOMS_STATUS.Released ? 'finish' : 'process'}
      items={CUSTOMS_MAIN_PATH.map((step, index) => ({
        title: index === current && detour ? label('ClearanceStatusEnum', status) : label('ClearanceStatusEnum', step),
      }))}
      data-testid="customs-steps"
    />
  );
}

function DocumentItem({ document, released }: { document: CustomsDocument; released: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadCustomsDocument();
  const language = useLanguageStore((state) => state.language);
  const kind = CUSTOMS_DOCUMENT_KIND_LABELS[document.Kind][language];
  const awaited = !released && document.Status !== 'Accepted';
  return (
    <li data-testid={`customs-document-${document.Kind}`}>
      <Flex vertical gap={4}>
        <Flex wrap gap="small" align="center">
          <Typography.Text strong>{kind}</Typography.Text>
          <Tag color={DOCUMENT_COLORS[document.Status]} data-testid="customs-document-status">
            {t(`customs.documentStatus.${document.Status}`)}
          </Tag>
        </Flex>
        {document.Note && <Typography.Text type="secondary">{document.Note}</Typography.Text>}
        {document.File && (
          <Space wrap>
            <Typography.Text>{document.File.FileName}</Typography.Text>
            <Button
              type="link"
              icon={<DownloadOutlined />}
              aria-label={t('customs.download', { name: document.File.FileName })}
              onClick={() => {
                if (document.File) void downloadFile(document.File.Url, document.File.FileName);
              }}
            />
          </Space>
        )}
        {awaited && (
          <fieldset
            aria-label={t('customs.uploadFor', { kind })}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          >
            <FileUpload
              // A fresh control after each change of the document, so a replaced file starts anew.
              key={document.UpdatedTime}
              extensions={UPLOAD_EXTENSIONS}
              maxCount={1}
              type={document.Kind}
              testId={`customs-upload-${document.Kind}`}
              onChange={(attachments) => {
                const [attachment] = attachments;
                if (attachment) upload.mutate({ DocumentId: document.Id, FileId: attachment.Id });
              }}
            />
          </fieldset>
        )}
      </Flex>
    </li>
  );
}

function History({ id }: { id: string }) {
  const { t } = useTranslation();
  const label = useDictLabel();
  const [open, setOpen] = useState(false);
  const detail = useCustomsDetail(id, open);
  return (
    <Collapse
      size="small"
      ghost
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'history',
          label: t('customs.history'),
          children: (
            <Timeline
              items={(detail.data?.History ?? []).map((change) => ({
                content: (
                  <Flex vertical>
                    <Typography.Text>{label('ClearanceStatusEnum', change.ToStatus)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(change.Time)} ·{' '}
                      {change.By === 'Client' ? (change.UserName ?? t('customs.byClient')) : t('customs.byForwarder')}
                    </Typography.Text>
                    {change.Note && <Typography.Text type="secondary">{change.Note}</Typography.Text>}
                  </Flex>
                ),
              }))}
            />
          ),
        },
      ]}
    />
  );
}

function DeclarationCard({ declaration }: { declaration: CustomsDeclaration }) {
  const { t } = useTranslation();
  const label = useDictLabel();
  const money = useMoney();
  const released = declaration.Status === CUSTOMS_STATUS.Released;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Typography.Text strong>{declaration.DcgNo}</Typography.Text>
          <Typography.Text type="secondary">
            {t(`customs.directions.${declaration.Direction}`)} ·{' '}
            {t('customs.route', { from: declaration.OriginCode, to: declaration.DestinationCode })}
          </Typography.Text>
        </Space>
      }
      extra={
        <Tag color={STATUS_COLORS[declaration.Status]} data-testid="customs-status">
          {label('ClearanceStatusEnum', declaration.Status)}
        </Tag>
      }
      data-testid={`customs-declaration-${declaration.DcgNo}`}
    >
      <Flex vertical gap="middle">
        <ClearanceSteps status={declaration.Status} />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'houseBill', label: t('customs.houseBill'), children: declaration.HouseBill ?? '—' },
            { key: 'declarationNo', label: t('customs.declarationNo'), children: declaration.DeclarationNo ?? '—' },
            {
              key: 'duties',
              label: t('customs.duties'),
              children: declaration.Duties
                ? t('customs.dutiesValue', {
                    duty: money(declaration.Duties.Duty, declaration.Duties.Currency),
                    tax: money(declaration.Duties.Tax, declaration.Duties.Currency),
                    total: money(declaration.Duties.Total, declaration.Duties.Currency),
                  })
                : t('customs.noDuties'),
            },
          ]}
        />
        <ItemList
          header={
            <Typography.Text strong>
              {declaration.MissingCount > 0
                ? t('customs.documentsMissing', { count: declaration.MissingCount })
                : t('customs.documents')}
            </Typography.Text>
          }
          emptyText={t('customs.noDocuments')}
        >
          {declaration.Documents.map((document) => (
            <DocumentItem key={document.Id} document={document} released={released} />
          ))}
        </ItemList>
        <History id={declaration.Id} />
      </Flex>
    </Card>
  );
}

/**
 * /cargoStatus/clearanceFiles: the customs declarations of the company's shipments, what each still
 * needs, an upload with progress for every document asked for, and the way through customs.
 */
export function ClearanceFilesPage() {
  const { t } = useTranslation();
  const statusOptions = useDictOptions('ClearanceStatusEnum');
  const [request, setRequest] = useState<CustomsListRequest>({ PageIndex: 1, PageSize: PAGE_SIZE });
  const page = useCustomsPage(request);
  const filter = (next: Partial<CustomsListRequest>) => setRequest({ ...request, ...next, PageIndex: 1 });
  const declarations = page.data?.Items ?? [];
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('customs.title')}</PageTitle>
      <Flex wrap gap="small" align="center">
        <Segmented<'all' | 'waiting'>
          value={request.MissingOnly ? 'waiting' : 'all'}
          onChange={(value) => filter({ MissingOnly: value === 'waiting' })}
          options={[
            { value: 'all', label: t('customs.filterAll') },
            { value: 'waiting', label: t('customs.filterWaiting') },
          ]}
        />
        <Select<CustomsStatus[]>
          mode="multiple"
          allowClear
          aria-label={t('customs.status')}
          placeholder={t('customs.status')}
          style={{ minWidth: 200 }}
          value={request.Status ?? []}
          onChange={(Status) => filter({ Status: Status.length > 0 ? Status : undefined })}
          options={statusOptions.map((option) => ({ value: option.value as CustomsStatus, label: option.label }))}
        />
        <Select<CustomsDirection>
          allowClear
          aria-label={t('customs.direction')}
          placeholder={t('customs.direction')}
          style={{ minWidth: 140 }}
          value={request.Direction ?? undefined}
          onChange={(Direction) => filter({ Direction })}
          options={CUSTOMS_DIRECTIONS.map((direction) => ({
            value: direction,
            label: t(`customs.directions.${direction}`),
          }))}
        />
      </Flex>
      {declarations.length > 0 ? (
        <Spin spinning={page.isFetching}>
          <ul className="declaration-list" data-testid="customs-list">
            {declarations.map((declaration) => (
              <li key={declaration.Id}>
                <DeclarationCard declaration={declaration} />
              </li>
            ))}
          </ul>
        </Spin>
      ) : page.isFetching ? (
        <Spin />
      ) : (
        <Empty description={t('customs.empty')} />
      )}
      <Pagination
        current={request.PageIndex}
        pageSize={request.PageSize}
        total={page.data?.TotalCount ?? 0}
        showTotal={(total) => t('common.total', { total })}
        onChange={(PageIndex, PageSize) => setRequest({ ...request, PageIndex, PageSize })}
      />
    </Flex>
  );
}
