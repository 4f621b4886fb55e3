import type { ActionItem } from '@portside/contracts';
import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag } from 'antd';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PlainText } from '../../components/plain-text';
import { RouterLink } from '../../components/router-link';
import { actionInboxQuery } from './dashboard-data';

const isPortalPage = (page: string): page is PortalPageName => page in PORTAL_PAGES;

/** The page an item links to, with its query (e.g. the statement to open). */
function itemHref(item: ActionItem): string | null {
  if (!isPortalPage(item.Page)) return null;
  const query = new URLSearchParams(item.Query).toString();
  return `${PORTAL_PAGES[item.Page].path}${query ? `?${query}` : ''}`;
}

/** The items of the inbox: one query, shared by the card and the page that waits for it. */
export function useActionInbox() {
  return useQuery(actionInboxQuery);
}

/**
 * The items, drawn again only when they change: the dashboard and the card re-render whenever
 * react-query tells them of the answer, which it may do more than once as the page mounts.
 */
const InboxItems = memo(function InboxItems({ items }: { items: ActionItem[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const href = itemHref(item);
        const values = {
          count: item.Count,
          reference: item.Reference ?? '',
          amount: item.Amount ? `${item.Amount} ${item.Currency ?? ''}` : '',
          due: item.DueDate ?? '',
        };
        const text = t(`actionInbox.kinds.${item.Kind}`, values);
        return (
          <li key={`${item.Kind}-${item.Query.id ?? item.Reference ?? ''}`}>
            <Tag color={item.Kind === 'StatementOverdue' ? 'red' : 'gold'}>{t(`actionInbox.tags.${item.Kind}`)}</Tag>
            {href ? <RouterLink to={href}>{text}</RouterLink> : <PlainText>{text}</PlainText>}
          </li>
        );
      })}
    </Flex>
  );
});

/**
 * What the client must do now, from the data (GetActionInbox): each item links to the page that
 * settles it. The server asks only the sources whose page the user is granted.
 */
export function ActionInboxCard() {
  const { t } = useTranslation();
  const inbox = useActionInbox();
  // The answer's arrival is a synchronous update (react-query's store): the items are drawn in the
  // deferred render that follows, which React can interrupt, not in that update's task (issue 15).
  const items = useDeferredValue(inbox.data);
  return (
    <Card title={t('actionInbox.title')} data-testid="dashboard-action-inbox">
      {inbox.isLoading || (items === undefined && inbox.data !== undefined) ? (
        <ContentSkeleton />
      ) : !items || items.length === 0 ? (
        <PlainText secondary>{t('actionInbox.empty')}</PlainText>
      ) : (
        <InboxItems items={items} />
      )}
    </Card>
  );
}
