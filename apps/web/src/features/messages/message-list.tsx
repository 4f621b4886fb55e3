import { type ClientMessage, MESSAGE_STATUS } from '@portside/contracts';
import { Badge, Button, Empty, Flex, Spin, theme } from 'antd';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../components/plain-text';
import { formatDateTime } from '../../utils/date-time';
import { useMessageTitle } from './message-text';

/** How close to the bottom (px) a scroll must come to load the next page. */
const LOAD_MORE_THRESHOLD_PX = 24;

/**
 * A message-centre list that loads its next page when scrolled to the bottom (spec §2); the
 * button does the same for keyboard users and for a first page too short to scroll.
 */
export function MessageList({
  messages,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  testId,
}: {
  messages: ClientMessage[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (message: ClientMessage) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const titleOf = useMessageTitle();
  const { token } = theme.useToken();
  const listRef = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Load more by keyboard: the first message of the next page takes the focus, in view, once it is there.
  const [focusFrom, setFocusFrom] = useState<number>();

  useEffect(() => {
    if (focusFrom === undefined || messages.length <= focusFrom) return;
    listRef.current?.querySelectorAll<HTMLButtonElement>('[data-testid="message-item"]')[focusFrom]?.focus();
    setFocusFrom(undefined);
  }, [focusFrom, messages.length]);

  const loadMoreByButton = () => {
    setFocusFrom(messages.length);
    onLoadMore();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    // Tabbing to Load more scrolls the list to its end: the keyboard user loads with the button instead.
    if (document.activeElement === moreButton.current) return;
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (hasMore && !loadingMore && scrollTop + clientHeight >= scrollHeight - LOAD_MORE_THRESHOLD_PX) onLoadMore();
  };

  if (loading) return <Spin style={{ display: 'block', padding: token.paddingLG }} />;
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />;
  return (
    <div style={{ maxHeight: 300, overflowY: 'auto' }} onScroll={onScroll} data-testid={testId}>
      <ul ref={listRef} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {messages.map((message) => {
          const unread = message.MessageStatus === MESSAGE_STATUS.Unread;
          const text = titleOf(message);
          return (
            <li key={message.Id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
              <button
                type="button"
                onClick={() => onOpen(message)}
                data-testid="message-item"
                data-unread={unread}
                style={{
                  display: 'block',
                  width: '100%',
                  padding: `${token.paddingXS}px ${token.paddingXXS}px`,
                  border: 'none',
                  background: 'none',
                  textAlign: 'start',
                  cursor: 'pointer',
                  font: 'inherit',
                  color: 'inherit',
                }}
              >
                <Flex gap={token.marginXS} align="baseline">
                  {unread && <Badge status="processing" title={t('messages.statusUnread')} />}
                  <PlainText strong={unread} oneLine style={{ flex: 1 }} lang={text.lang}>
                    {text.title}
                  </PlainText>
                </Flex>
                <PlainText secondary style={{ fontSize: token.fontSizeSM }}>
                  {formatDateTime(message.CreatedTime)}
                  {message.DcgNo && ` · ${message.DcgNo}`}
                </PlainText>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button
          ref={moreButton}
          type="link"
          block
          loading={loadingMore}
          onClick={loadMoreByButton}
          data-testid={`${testId}-more`}
        >
          {t('messages.loadMore')}
        </Button>
      )}
    </div>
  );
}
