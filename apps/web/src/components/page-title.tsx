import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The one heading (h1) of a page inside the layout. */
export function PageTitle({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid={testId}>
      {children}
    </Typography.Title>
  );
}
