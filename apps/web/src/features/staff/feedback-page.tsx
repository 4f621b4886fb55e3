import type { Feedback } from '@portside/contracts';
import { Button, Descriptions, Flex, Modal, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../components/content-skeleton';
import { ItemList } from '../../components/item-list';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PageRequest } from '../../components/paged-table';
import { downloadFile } from '../../lib/download';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { formatDateTime } from '../../utils/date-time';
import { useStaffFeedbackDetail, useStaffFeedbackPage } from './staff-api';

const NONE = '–';

/** One feedback opened from the list: the sender, the whole text and the screenshots to download. */
function FeedbackDetailDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const detail = useStaffFeedbackDetail(id);
  const feedback = detail.data;
  return (
    <Modal
      open={id !== undefined}
      title={t('staffFeedback.detailTitle')}
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {!feedback ? (
        <ContentSkeleton />
      ) : (
        <Flex vertical gap="middle" data-testid="staff-feedback-detail">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'time', label: t('staffFeedback.sent'), children: formatDateTime(feedback.CreatedTime) },
              { key: 'company', label: t('staff.company'), children: feedback.CompanyNameEn ?? NONE },
              { key: 'account', label: t('staffFeedback.account'), children: feedback.AccountName },
              { key: 'type', label: t('staffFeedback.type'), children: dictLabel('FeedTypeEnum', feedback.FeedType) },
              { key: 'name', label: t('staffFeedback.name'), children: feedback.Name ?? NONE },
              { key: 'tel', label: t('staffFeedback.tel'), children: feedback.Tel ?? NONE },
              { key: 'mail', label: t('staffFeedback.mail'), children: feedback.Mail ?? NONE },
            ]}
          />
          {/* What the client typed: plain text, its line breaks kept. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{feedback.Content}</Typography.Paragraph>
          <ItemList header={t('staffFeedback.screenshots')} emptyText={t('staffFeedback.noScreenshots')}>
            {feedback.Attachments.map((file) => (
              <li key={file.Id}>
                <Button type="link" onClick={() => void downloadFile(file.Url, file.FileName)}>
                  {t('staffFeedback.download', { name: file.FileName })}
                </Button>
              </li>
            ))}
          </ItemList>
        </Flex>
      )}
    </Modal>
  );
}

/** /staff/feedback: what the clients of the companies the staff member serves sent with the header's form. */
export function StaffFeedbackPage() {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const [request, setRequest] = useState<PageRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<string>();
  const page = useStaffFeedbackPage(request);

  const columns: TableColumnsType<Feedback> = [
    { key: 'time', title: t('staffFeedback.sent'), render: (_, row) => formatDateTime(row.CreatedTime) },
    { key: 'company', title: t('staff.company'), render: (_, row) => row.CompanyNameEn ?? NONE },
    { key: 'account', title: t('staffFeedback.account'), dataIndex: 'AccountName' },
    { key: 'type', title: t('staffFeedback.type'), render: (_, row) => dictLabel('FeedTypeEnum', row.FeedType) },
    {
      key: 'content',
      title: t('staffFeedback.content'),
      dataIndex: 'Content',
      width: 360,
      ellipsis: true,
    },
    { key: 'screenshots', title: t('staffFeedback.screenshots'), render: (_, row) => row.AttachmentIds.length },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, row) => (
        <Button size="small" onClick={() => setOpenId(row.Id)} data-testid={`open-feedback-${row.Id}`}>
          {t('staffFeedback.open')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('staffFeedback.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('staffFeedback.description')}
      </Typography.Paragraph>
      <PagedTable<Feedback, PageRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="staff-feedback-table"
      />
      <FeedbackDetailDialog id={openId} onClose={() => setOpenId(undefined)} />
    </Flex>
  );
}
