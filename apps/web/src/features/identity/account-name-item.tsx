import { Form } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { translated } from '../../i18n/translated';

const REQUIRED = [{ required: true, whitespace: true, message: translated('login.accountNameRequired') }];

/**
 * The account name of the antd forms that send an SMS code to it (the login page's SMS tab, the
 * password reset): required, and not spaces only (spec §5). `children` is the input.
 */
export function AccountNameItem({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="AccountName" label={t('login.accountName')} rules={REQUIRED}>
      {children}
    </Form.Item>
  );
}
