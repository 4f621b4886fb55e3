import type { ActionItem } from '@portside/contracts';
import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { post } from '../../lib/request';

const isPortalPage = (page: string): page is PortalPageName => page in PORTAL_PAGES;

/** The page an item links to, with its query (e.g. the statement to open). */
function itemHref(item: ActionItem): string | null {
  if (!isPortalPage(item.Page)) return null;
  const query = new URLSearchParams(item.Query).toString();
  return `${PORTAL_PAGES[item.Page].path}${query ? `?${query}` : ''}`;
}

/**
 * What the client must do now, from the data (GetActionInbox): each item links to the page that
 * settles it. The server asks only the sources whose page the user is granted.
 */
export function ActionInboxCard() {
  const { t } = useTranslation();
  const inbox = useQuery({
    queryKey: ['actionInbox'],
    queryFn: () => post<ActionItem[]>('/client/api/Dashboard/GetActionInbox', {}),
  });
  return (
    <Card title={t('actionInbox.title')} data-testid="dashboard-action-inbox">
      <List<ActionItem>
        loading={inbox.isLoading}
        dataSource={inbox.data ?? []}
        locale={{ emptyText: t('actionInbox.empty') }}
        renderItem={(item) => {
          const href = itemHref(item);
          const text = t(`actionInbox.kinds.${item.Kind}`, {
            count: item.Count,
            reference: item.Reference ?? '',
            amount: item.Amount ? `${item.Amount} ${item.Currency ?? ''}` : '',
            due: item.DueDate ?? '',
          });
          return (
            <List.Item>
              <Tag color={item.Kind === 'StatementOverdue' ? 'red' : 'gold'}>{t(`actionInbox.tags.${item.Kind}`)}</Tag>
              {href ? <RouterLink to={href}>{text}</RouterLink> : <Typography.Text>{text}</Typography.Text>}
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
