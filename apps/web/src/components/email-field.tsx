import { Form, Input } from 'antd';
import { translated } from '../i18n/translated';

/** An optional e-mail address of a form, checked for its format. */
export function EmailField({
  name,
  label,
  autoComplete = 'email',
  testId,
}: {
  name: string;
  label: string;
  autoComplete?: 'email' | 'off';
  testId: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ type: 'email', message: translated('common.emailFormat') }]}>
      <Input type="email" autoComplete={autoComplete} data-testid={testId} />
    </Form.Item>
  );
}
