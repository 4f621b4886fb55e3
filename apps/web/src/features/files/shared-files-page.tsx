import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  CUSTOMS_DOCUMENT_KIND_LABELS,
  CUSTOMS_DOCUMENT_KINDS,
  isCustomsDocumentKind,
  type SharedFile,
  type SharedFileListRequest,
  UPLOAD_EXTENSIONS,
} from '@portside/contracts';
import { Button, Flex, Form, Popconfirm, Select, Space, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { downloadFile } from '../../lib/download';
import { FileUpload } from '../../shared/files/file-upload';
import { useLanguageStore } from '../../stores/language-store';
import { formatDateTime } from '../../utils/date-time';
import { useDeleteFile, useRefreshSharedFiles, useSharedFilePage, useSharedFileTypes } from './shared-files-api';

/** The Types a client files a document under: the customs documents, photos, and anything else. */
const UPLOAD_TYPES = [...CUSTOMS_DOCUMENT_KINDS, 'Photos', 'Other'] as const;
/** The tab of every file, and the tab of the files without a Type (the request's empty Type). */
const ALL_TAB = '*';
const NO_TYPE_TAB = '';

function useTypeLabel() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  return (type: string | null) => {
    if (type === null || type === '') return t('sharedFiles.noType');
    if (isCustomsDocumentKind(type)) return CUSTOMS_DOCUMENT_KIND_LABELS[type][language];
    if (type === 'Photos') return t('sharedFiles.photos');
    if (type === 'Other') return t('sharedFiles.other');
    return type;
  };
}

function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * /cargoStatus/sharedFiles: the company's folder of documents shared with the forwarder. Every
 * document uploaded in the portal is here, by Type (spec §3 Attachment groups), whether it was
 * given to a shipment, a customs declaration or just to the folder; the uploader may delete an
 * upload no record holds.
 */
export function SharedFilesPage() {
  const { t, i18n } = useTranslation();
  const typeLabel = useTypeLabel();
  const [uploadType, setUploadType] = useState<string>('Other');
  const [uploads, setUploads] = useState(0);
  const [request, setRequest] = useState<SharedFileListRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useSharedFilePage(request);
  const types = useSharedFileTypes();
  const refresh = useRefreshSharedFiles();
  const remove = useDeleteFile();
  const total = (types.data ?? []).reduce((sum, type) => sum + type.Count, 0);

  const columns: TableColumnsType<SharedFile> = [
    { key: 'FileName', title: t('sharedFiles.fileName'), dataIndex: 'FileName' },
    { key: 'Type', title: t('sharedFiles.type'), render: (_, file) => typeLabel(file.Type) },
    { key: 'UploadedBy', title: t('sharedFiles.uploadedBy'), render: (_, file) => file.UploadedBy ?? '—' },
    { key: 'UploaderTime', title: t('sharedFiles.uploadedAt'), render: (_, file) => formatDateTime(file.UploaderTime) },
    { key: 'Size', title: t('sharedFiles.size'), render: (_, file) => formatSize(file.Size, i18n.language) },
    {
      key: 'actions',
      title: t('sharedFiles.actions'),
      render: (_, file) => (
        <Space>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            aria-label={t('sharedFiles.download', { name: file.FileName })}
            onClick={() => void downloadFile(file.Url, file.FileName)}
          />
          {file.Own && (
            <Popconfirm
              title={t('sharedFiles.deleteConfirm', { name: file.FileName })}
              onConfirm={() => remove.mutateAsync(file.Id)}
            >
              <Button
                type="link"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('sharedFiles.delete', { name: file.FileName })}
                data-testid="shared-file-delete"
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const activeTab = request.Type === undefined || request.Type === null ? ALL_TAB : request.Type;
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('sharedFiles.title')}</PageTitle>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label={t('sharedFiles.uploadAs')} htmlFor="shared-file-type">
          <Select
            id="shared-file-type"
            style={{ minWidth: 200 }}
            value={uploadType}
            onChange={setUploadType}
            options={UPLOAD_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            data-testid="shared-file-type"
          />
        </Form.Item>
        <Form.Item>
          <FileUpload
            // A fresh control after each upload: the table lists what was stored.
            key={uploads}
            extensions={UPLOAD_EXTENSIONS}
            maxCount={1}
            type={uploadType}
            testId="shared-file-upload"
            onChange={(attachments) => {
              if (attachments.length === 0) return;
              setUploads((count) => count + 1);
              void refresh();
            }}
          />
        </Form.Item>
      </Form>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => setRequest({ ...request, PageIndex: 1, Type: key === ALL_TAB ? undefined : key })}
        items={[
          { key: ALL_TAB, label: t('sharedFiles.all', { total }) },
          ...(types.data ?? []).map((type) => ({
            key: type.Type ?? NO_TYPE_TAB,
            label: `${typeLabel(type.Type)} (${type.Count})`,
          })),
        ]}
        data-testid="shared-file-types"
      />
      <PagedTable<SharedFile, SharedFileListRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="shared-file-table"
      />
    </Flex>
  );
}
