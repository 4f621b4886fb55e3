import { CustomerServiceOutlined } from '@ant-design/icons';
import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../components/plain-text';
import { useUserStore } from '../../stores/user-store';
import { telHref } from '../../utils/external-link';
import { formatPhone } from '../../utils/phone';

/**
 * Spec §1: the salesman's English name and phone, the phone spaced for reading and a link that
 * calls them. In the header an icon stands for the label; in the user menu it is written out.
 */
export function SalesmanContact({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const userInfo = useUserStore((state) => state.userInfo);
  if (!userInfo?.SalesmanNameEn && !userInfo?.SalesmanPhone) return null;
  const { SalesmanNameEn, SalesmanPhone } = userInfo;
  return (
    <Flex
      vertical={vertical}
      gap={vertical ? 0 : 6}
      align={vertical ? 'flex-start' : 'center'}
      data-testid="salesman-contact"
    >
      {vertical ? (
        <PlainText secondary>{t('layout.salesman')}</PlainText>
      ) : (
        <Tooltip title={t('layout.salesman')}>
          <CustomerServiceOutlined aria-label={t('layout.salesman')} />
        </Tooltip>
      )}
      {SalesmanNameEn && <PlainText style={{ whiteSpace: 'nowrap' }}>{SalesmanNameEn}</PlainText>}
      {SalesmanPhone && (
        <Typography.Link href={telHref(SalesmanPhone)} style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(SalesmanPhone)}
        </Typography.Link>
      )}
    </Flex>
  );
}
