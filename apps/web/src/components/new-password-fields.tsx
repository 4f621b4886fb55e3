import { PASSWORD_MAX_LENGTH } from '@portside/contracts/sign-in';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { translated } from '../i18n/translated';
import { usePortalConfig } from '../stores/portal-config-store';

/** The name of the confirmation field that goes with a new-password field; it is never sent. */
const confirmFieldOf = (name: string) => `${name}Confirm`;

/**
 * A new password and its confirmation. The minimum length is the server's (PasswordMinLength), so
 * a password the server would refuse as too short is caught before sending.
 */
export function NewPasswordFields({ name, label, testId }: { name: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const { PasswordMinLength } = usePortalConfig();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: translated('password.required') },
          { min: PasswordMinLength, message: translated('password.tooShort', { min: PasswordMinLength }) },
          { max: PASSWORD_MAX_LENGTH, message: translated('password.tooLong', { max: PASSWORD_MAX_LENGTH }) },
        ]}
        extra={t('password.hint', { min: PasswordMinLength })}
      >
        <Input.Password autoComplete="new-password" data-testid={testId} />
      </Form.Item>
      <Form.Item
        name={confirmFieldOf(name)}
        label={t('password.confirm')}
        dependencies={[name]}
        rules={[
          { required: true, message: translated('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testId}-confirm`} />
      </Form.Item>
    </>
  );
}
