import { App, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user-store';
import { useCompanySecurity, useSetCompanySecurity } from './user-manage-api';

/**
 * The client admin requires an authenticator of every account of the company: an account without
 * one enrols at its next sign-in. Staff acting as the admin see it but may not change it.
 */
export function CompanySecuritySwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const labelId = useId();
  const isFromAdmin = useUserStore((state) => state.isFromAdmin);
  const security = useCompanySecurity();
  const setSecurity = useSetCompanySecurity();
  return (
    <Flex align="center" gap="small" wrap>
      <Switch
        aria-labelledby={labelId}
        checked={security.data?.TotpRequired ?? false}
        loading={security.isPending || setSecurity.isPending}
        disabled={isFromAdmin}
        onChange={(TotpRequired) =>
          setSecurity.mutate(
            { TotpRequired },
            { onSuccess: () => message.success(t(TotpRequired ? 'totp.companyRequired' : 'totp.companyNotRequired')) },
          )
        }
        data-testid="user-manage-totp-required"
      />
      <Typography.Text id={labelId}>{t('totp.companyRequireLabel')}</Typography.Text>
    </Flex>
  );
}
