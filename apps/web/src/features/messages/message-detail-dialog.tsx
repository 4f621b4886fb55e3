import type { ClientMessage } from '@portside/contracts';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../../components/sanitized-html';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { formatDateTime } from '../../utils/date-time';
import { useMessageText } from './message-text';

/** One message opened from the message centre or the history: its details and sanitized content. */
export function MessageDetailDialog({ message, onClose }: { message: ClientMessage | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const textOf = useMessageText();
  const text = message ? textOf(message) : undefined;
  return (
    <Modal
      open={message !== undefined}
      title={text && <span lang={text.lang}>{text.title}</span>}
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {message && text && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'type', label: t('messages.type'), children: dictLabel('MessageTypeEnum', message.MessageType) },
              { key: 'time', label: t('messages.received'), children: formatDateTime(message.CreatedTime) },
              ...(message.DcgNo ? [{ key: 'dcgNo', label: t('messages.jobNumber'), children: message.DcgNo }] : []),
            ]}
          />
          <Typography.Paragraph lang={text.lang} style={{ marginTop: 16, marginBottom: 0 }}>
            <SanitizedHtml html={text.content} testId="message-detail-content" />
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
