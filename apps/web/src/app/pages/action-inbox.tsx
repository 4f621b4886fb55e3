import type { ActionItem } from '@portside/contracts';
import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../components/content-skeleton';
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
 * What the client must do now, from the data (GetActionInbox): each item links to the page that
 * settles it. The server asks only the sources whose page the user is granted.
 */
export function ActionInboxCard() {
  const { t } = useTranslation();
  const inbox = useActionInbox();
  return (
    <Card title={t('actionInbox.title')} data-testid="dashboard-action-inbox">
      {inbox.isLoading ? (
        <ContentSkeleton />
      ) : (inbox.data ?? []).length === 0 ? (
        <Typography.Text type="secondary">{t('actionInbox.empty')}</Typography.Text>
      ) : (
        <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(inbox.data ?? []).map((item) => {
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
                <Tag color={item.Kind === 'StatementOverdue' ? 'red' : 'gold'}>
                  {t(`actionInbox.tags.${item.Kind}`)}
                </Tag>
                {href ? <RouterLink to={href}>{text}</RouterLink> : <Typography.Text>{text}</Typography.Text>}
              </li>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
