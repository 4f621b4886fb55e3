import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../components/auth-shell';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';

const SECTIONS = ['service', 'account', 'data', 'privacy', 'liability', 'changes'] as const;

/** The terms of use a new customer accepts when registering (/home/agreeMent). */
export function AgreementPage() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('agreement.heading')} subtitle={t('agreement.intro')} width={720}>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t(`agreement.sections.${section}.heading`)}
          </Typography.Title>
          <Typography.Paragraph>{t(`agreement.sections.${section}.body`)}</Typography.Paragraph>
        </section>
      ))}
      <RouterLink to={paths.register} testId="agreement-register-link">
        {t('agreement.backToRegister')}
      </RouterLink>
    </AuthShell>
  );
}
