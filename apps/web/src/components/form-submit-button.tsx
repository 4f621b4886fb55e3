import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

/** The full-width primary submit button that ends the forms of the pages without a session. */
export function FormSubmitButton({
  loading,
  testId,
  last = false,
  children,
}: {
  loading: boolean;
  testId: string;
  /** The form's last element, with no margin below it. */
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <Form.Item style={last ? { marginBottom: 0 } : undefined}>
      <Button type="primary" htmlType="submit" size="large" block loading={loading} data-testid={testId}>
        {children}
      </Button>
    </Form.Item>
  );
}
