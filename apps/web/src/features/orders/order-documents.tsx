import { type OrderDocument, UPLOAD_EXTENSIONS } from '@portside/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../../components/item-list';
import { downloadFile } from '../../lib/download';
import { FileUpload } from '../../shared/files/file-upload';
import { formatDateTime } from '../../utils/date-time';
import { useOrderDocument } from './order-api';

/**
 * The wizard's documents step: files uploaded through the portal's upload (with its progress) and
 * attached to the draft as they finish; a file removed from the list is taken off the order again.
 */
export function OrderDocumentsStep({ orderId, documents }: { orderId: string; documents: OrderDocument[] }) {
  const { t } = useTranslation();
  const change = useOrderDocument();
  const clientDocuments = documents.filter((document) => document.Kind === 'client');
  const attached = useRef(new Set(clientDocuments.map((document) => document.Id)));

  return (
    <FileUpload
      value={clientDocuments}
      extensions={UPLOAD_EXTENSIONS}
      type={t('orderDesk.documents.type')}
      testId="order-documents-upload"
      onChange={(files) => {
        const now = new Set(files.map((file) => file.Id));
        for (const file of files) {
          if (attached.current.has(file.Id)) continue;
          attached.current.add(file.Id);
          change.mutate({ OrderId: orderId, FileId: file.Id, attach: true });
        }
        for (const id of [...attached.current]) {
          if (now.has(id)) continue;
          attached.current.delete(id);
          change.mutate({ OrderId: orderId, FileId: id, attach: false });
        }
      }}
    />
  );
}

/** The order's documents on its detail page: the client's, and the photos of the warehouse's receipt. */
export function OrderDocumentList({ documents }: { documents: OrderDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0)
    return <Typography.Text type="secondary">{t('orderDesk.documents.none')}</Typography.Text>;
  return (
    <ItemList data-testid="order-documents">
      {documents.map((document) => (
        <li key={document.Id}>
          <Flex justify="space-between" align="center" gap="small">
            <Flex vertical>
              <Typography.Text>
                {document.FileName}{' '}
                {document.Kind === 'receiptPhoto' ? (
                  <Tag color="blue">{t('orderDesk.documents.receiptPhoto')}</Tag>
                ) : null}
              </Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(document.UploaderTime)}</Typography.Text>
            </Flex>
            <Button
              type="link"
              onClick={() => void downloadFile(document.Url, document.FileName)}
              aria-label={t('orderDesk.documents.download', { fileName: document.FileName })}
            >
              {t('orderDesk.documents.downloadShort')}
            </Button>
          </Flex>
        </li>
      ))}
    </ItemList>
  );
}
