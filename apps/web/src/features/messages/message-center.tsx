import { BellOutlined } from '@ant-design/icons';
import { type ClientMessage, MESSAGE_STATUS } from '@portside/contracts';
import { App, Badge, Button, Flex, Popover, Tabs, Tooltip } from 'antd';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { htmlToText } from '../../lib/html-text';
import { usePermittedPaths } from '../../shared/permissions/route-access';
import { truncate } from '../../utils/text';
import { MessageList } from './message-list';
import { useMessageStream } from './message-stream';
import { useMessageText } from './message-text';
import { type MessageStatus, useMarkMessagesRead, useMessageFeedList, useUnreadCount } from './messages-api';
import { OpenedMessageDialog } from './opened-message-dialog';
import { useOpenMessage } from './use-open-message';

/** Spec §9: the badge shows 99+ above 99. */
const UNREAD_BADGE_MAX = 99;
/** How much of a new message's text its notification shows. */
const NOTIFICATION_TEXT_LENGTH = 120;

type TabKey = 'unread' | 'all';
const TAB_STATUS: Record<TabKey, MessageStatus | undefined> = { unread: MESSAGE_STATUS.Unread, all: undefined };

/**
 * The header's message centre (spec §2, §4): the unread badge, a popover with the Unread and All
 * lists, All read, and a notification for each message arriving on the live stream.
 */
export function MessageCenter() {
  const { t } = useTranslation();
  const { message: toast, notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<TabKey>('unread');
  const unreadCount = useUnreadCount();
  const lists: Record<TabKey, ReturnType<typeof useMessageFeedList>> = {
    unread: useMessageFeedList(TAB_STATUS.unread, open),
    all: useMessageFeedList(TAB_STATUS.all, true),
  };
  const markRead = useMarkMessagesRead();
  const { openMessage, open: showMessage, close } = useOpenMessage();
  const canOpenHistory = usePermittedPaths().has(paths.messageHistory);
  const textOf = useMessageText();

  const openFromList = (message: ClientMessage) => {
    setOpen(false);
    showMessage(message);
  };

  useMessageStream(true, (message) => {
    const text = textOf(message);
    notification.info({
      key: message.Id,
      title: <span lang={text.lang}>{text.title}</span>,
      description: <span lang={text.lang}>{truncate(htmlToText(text.content), NOTIFICATION_TEXT_LENGTH)}</span>,
      actions: (
        <Button
          size="small"
          type="primary"
          onClick={() => {
            notification.destroy(message.Id);
            showMessage(message);
          }}
          data-testid="message-notification-open"
        >
          {t('messages.open')}
        </Button>
      ),
    });
  });

  /** Spec §4: marks the listed messages read; an empty list is an error ('No Data'). */
  const markAllRead = () => {
    const ids = lists[tab].messages.map((message) => message.Id);
    if (ids.length === 0) {
      toast.error(t('messages.noData'));
      return;
    }
    markRead.mutate(ids);
  };

  /** Escape closes the panel and gives the focus back to the bell. */
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    bell.current?.focus();
  };

  /** Opened, the focus moves to the panel's selected list tab; closed from inside, back to the bell. */
  const afterOpenChange = (opened: boolean) => {
    if (opened) {
      panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body || panel.current?.contains(focused)) bell.current?.focus();
  };

  const content = (
    <Flex
      vertical
      ref={panel}
      id={panelId}
      role="region"
      aria-label={t('messages.title')}
      onKeyDown={onPanelKeyDown}
      style={{ width: 'min(360px, calc(100vw - 32px))' }}
      data-testid="message-center-panel"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'all' ? 'all' : 'unread')}
        size="small"
        items={(['unread', 'all'] as const).map((key) => ({
          key,
          label: <span data-testid={`message-tab-${key}`}>{t(`messages.${key}`)}</span>,
          children: (
            <MessageList
              messages={lists[key].messages}
              loading={lists[key].loading}
              hasMore={lists[key].hasMore}
              loadingMore={lists[key].loadingMore}
              onLoadMore={lists[key].loadMore}
              onOpen={openFromList}
              testId={`message-list-${key}`}
            />
          ),
        }))}
      />
      <Flex justify="space-between" align="center" wrap gap="small">
        <Button size="small" onClick={markAllRead} loading={markRead.isPending} data-testid="message-all-read">
          {t('messages.allRead')}
        </Button>
        {canOpenHistory && (
          <span onClickCapture={() => setOpen(false)}>
            <RouterLink to={paths.messageHistory} testId="message-history-link">
              {t('messages.viewAll')}
            </RouterLink>
          </span>
        )}
      </Flex>
    </Flex>
  );

  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        content={content}
        title={t('messages.title')}
        afterOpenChange={afterOpenChange}
        // Inside the header beside the bell, so that the panel comes next in the tab order.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        {/* The tooltip would cover the panel it names. */}
        <Tooltip title={t('messages.title')} open={open ? false : undefined}>
          <Button
            ref={bell}
            type="text"
            aria-label={t('messages.unreadLabel', { count: unreadCount })}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            data-testid="message-center"
            icon={
              <Badge count={unreadCount} overflowCount={UNREAD_BADGE_MAX} size="small" data-testid="message-badge">
                <BellOutlined style={{ fontSize: 18 }} />
              </Badge>
            }
          />
        </Tooltip>
      </Popover>
      <OpenedMessageDialog message={openMessage} onClose={close} />
    </span>
  );
}
