import { type ClientMessage, MESSAGE_STATUS } from '@portside/contracts';
import { Button, DatePicker, Flex, Form, Grid, Input, Select, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowClear } from '../../components/clear-icon';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PageRequest } from '../../components/paged-table';
import { useDictLabel, useDictOptions } from '../../shared/dictionary/dictionary';
import { formatDateTime } from '../../utils/date-time';
import { useMessageTitle } from './message-text';
import { type MessageStatus, useMessageHistory } from './messages-api';
import { OpenedMessageDialog } from './opened-message-dialog';
import { useOpenMessage } from './use-open-message';

interface HistoryRequest extends PageRequest {
  MessageStatus?: MessageStatus;
  MessageType?: string;
  CreatedFrom?: string;
  CreatedTo?: string;
}

interface FilterForm {
  MessageStatus?: MessageStatus;
  MessageType?: string;
  Keyword?: string;
  Created?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter as the server takes it: whole local days, sent with their offset. */
function toFilter({ MessageStatus, MessageType, Keyword, Created }: FilterForm) {
  const [from, to] = Created ?? [];
  return {
    MessageStatus,
    MessageType,
    Keyword: Keyword?.trim() || undefined,
    CreatedFrom: from?.startOf('day').format(),
    CreatedTo: to?.endOf('day').format(),
  };
}

/** /dashboard/msgHistory: every message of the user, filtered by status, type, keyword and date, a page at a time. */
export function MessageHistoryPage() {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const dictLabel = useDictLabel();
  const messageTypes = useDictOptions('MessageTypeEnum');
  const [form] = Form.useForm<FilterForm>();
  // On a phone the filters stack, each as wide as the screen.
  const stacked = Grid.useBreakpoint().md === false;
  const fieldWidth = (width: number) => (stacked ? '100%' : width);
  const [request, setRequest] = useState<HistoryRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const { PageIndex, PageSize, ...filter } = request;
  const page = useMessageHistory(PageIndex, PageSize, filter);
  const { openMessage, open, close } = useOpenMessage();
  const titleOf = useMessageTitle();

  const columns: TableColumnsType<ClientMessage> = [
    {
      key: 'title',
      title: t('messages.messageTitle'),
      dataIndex: 'MessageTitle',
      render: (_, message) => {
        const text = titleOf(message);
        return (
          // A button (it opens the message), so it takes focus; a link without an address does not.
          <Button
            type="link"
            onClick={() => open(message)}
            lang={text.lang}
            style={{
              padding: 0,
              height: 'auto',
              minHeight: 24,
              whiteSpace: 'normal',
              textAlign: 'start',
              fontWeight: message.MessageStatus === MESSAGE_STATUS.Unread ? 600 : undefined,
            }}
          >
            {text.title}
          </Button>
        );
      },
    },
    {
      key: 'type',
      title: t('messages.type'),
      dataIndex: 'MessageType',
      render: (_, message) => dictLabel('MessageTypeEnum', message.MessageType),
    },
    { key: 'dcgNo', title: t('messages.jobNumber'), dataIndex: 'DcgNo' },
    {
      key: 'received',
      title: t('messages.received'),
      dataIndex: 'CreatedTime',
      render: (_, message) => formatDateTime(message.CreatedTime),
    },
    {
      key: 'status',
      title: t('messages.status'),
      dataIndex: 'MessageStatus',
      render: (_, message) =>
        message.MessageStatus === MESSAGE_STATUS.Unread ? (
          <Tag color="processing">{t('messages.statusUnread')}</Tag>
        ) : (
          <Tag>{t('messages.statusRead')}</Tag>
        ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('messages.historyTitle')}</PageTitle>
      <Form<FilterForm>
        form={form}
        name="messageHistory"
        layout={stacked ? 'vertical' : 'inline'}
        onFinish={(values) => setRequest({ PageIndex: 1, PageSize, ...toFilter(values) })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="MessageStatus" label={t('messages.status')}>
          <Select
            allowClear
            placeholder={t('messages.allStatuses')}
            options={[
              { value: MESSAGE_STATUS.Unread, label: t('messages.statusUnread') },
              { value: MESSAGE_STATUS.Read, label: t('messages.statusRead') },
            ]}
            style={{ width: fieldWidth(140) }}
            data-testid="history-status"
          />
        </Form.Item>
        <Form.Item name="MessageType" label={t('messages.type')}>
          <Select
            allowClear
            placeholder={t('messages.allTypes')}
            options={messageTypes}
            popupMatchSelectWidth={false}
            style={{ width: fieldWidth(180) }}
            data-testid="history-type"
          />
        </Form.Item>
        <Form.Item name="Keyword" label={t('messages.keyword')}>
          <Input allowClear={allowClear} placeholder={t('messages.keywordPlaceholder')} data-testid="history-keyword" />
        </Form.Item>
        <Form.Item name="Created" label={t('messages.received')}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            style={stacked ? { width: '100%' } : undefined}
            data-testid="history-dates"
          />
        </Form.Item>
        <Form.Item>
          <Flex gap="small">
            <Button type="primary" htmlType="submit" data-testid="history-search">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setRequest({ PageIndex: 1, PageSize });
              }}
            >
              {t('common.reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <PagedTable<ClientMessage, HistoryRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="message-history-table"
      />
      <OpenedMessageDialog message={openMessage} onClose={close} />
    </Flex>
  );
}
