import { UploadOutlined } from '@ant-design/icons';
import { type Attachment, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_TEXT } from '@portside/contracts';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import { useLanguageStore } from '../../stores/language-store';
import { uploadFile } from './files-api';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Files uploaded to the portal as a form control: its value is the attachments the server stored.
 * Each upload shows its progress; a file over 50M (spec §5) or of an extension not offered is
 * refused before it is sent. A stored file can be downloaded again under its own name.
 */
export function FileUpload({
  id,
  value = [],
  onChange,
  extensions,
  maxCount,
  type,
  testId,
}: {
  id?: string;
  value?: Attachment[];
  onChange?: (attachments: Attachment[]) => void;
  /** The extensions offered, a subset of the server's UPLOAD_EXTENSIONS. */
  extensions: readonly string[];
  maxCount?: number;
  /** The attachment group the files are stored under. */
  type?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguageStore((state) => state.language);
  const [fileList, setFileList] = useState<UploadFile<Attachment>[]>(() =>
    value.map((attachment) => ({
      uid: attachment.Id,
      name: attachment.FileName,
      status: 'done',
      response: attachment,
    })),
  );

  const beforeUpload = (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      message.error(UPLOAD_TOO_LARGE_TEXT[language]);
      return Upload.LIST_IGNORE;
    }
    if (!extensions.includes(extensionOf(file.name))) {
      message.error(t('upload.typeRefused', { extensions: extensions.join(', ') }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <Upload<Attachment>
      id={id}
      fileList={fileList}
      maxCount={maxCount}
      accept={extensions.map((extension) => `.${extension}`).join(',')}
      beforeUpload={beforeUpload}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        if (!(file instanceof File)) return;
        uploadFile(file, { type, onProgress: (percent) => onProgress?.({ percent }) }).then(
          (attachment) => onSuccess?.(attachment),
          (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
        );
      }}
      onChange={({ fileList: next }) => {
        setFileList(next);
        onChange?.(next.flatMap((item) => (item.status === 'done' && item.response ? [item.response] : [])));
      }}
      showUploadList={{ showDownloadIcon: true, showRemoveIcon: true }}
      onDownload={(item) => {
        if (item.response) void downloadFile(item.response.Url, item.response.FileName);
      }}
      data-testid={testId}
    >
      <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>
    </Upload>
  );
}
