import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user-store';
import { telHref } from '../../utils/external-link';

/** The welcome page: who is signed in, for which company, and their salesman at the forwarder. */
export function DashboardPage() {
  const { t } = useTranslation();
  const userInfo = useUserStore((state) => state.userInfo);
  if (!userInfo) return null;
  const { NameEn, AccountName, CompanyNameEn, SalesmanNameEn, SalesmanPhone } = userInfo;

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={1} style={{ fontSize: 24 }} data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: NameEn || AccountName })}
        </Typography.Title>
        {CompanyNameEn && (
          <Typography.Paragraph type="secondary" data-testid="dashboard-company">
            {t('dashboard.company', { company: CompanyNameEn })}
          </Typography.Paragraph>
        )}
      </div>
      <Card title={t('dashboard.contactTitle')} style={{ maxWidth: 480 }} data-testid="dashboard-contact">
        {SalesmanNameEn || SalesmanPhone ? (
          <Descriptions
            column={1}
            items={[
              { key: 'name', label: t('dashboard.contactName'), children: SalesmanNameEn ?? '–' },
              {
                key: 'phone',
                label: t('dashboard.contactPhone'),
                children: SalesmanPhone ? (
                  <Typography.Link href={telHref(SalesmanPhone)}>{SalesmanPhone}</Typography.Link>
                ) : (
                  '–'
                ),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('dashboard.noContact')}</Typography.Text>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('dashboard.contactHint')}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
