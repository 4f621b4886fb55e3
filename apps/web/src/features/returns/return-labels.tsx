import { PORTAL_PAGES, type ReturnInstruction, type ReturnStatus } from '@portside/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ReturnStatus, string> = {
  Registered: 'default',
  Received: 'processing',
  Inspected: 'processing',
  AwaitingInstruction: 'warning',
  InstructionGiven: 'cyan',
  Completed: 'success',
};

export const returnDetailPath = (id: string) => `${PORTAL_PAGES.returnDetail.path}?id=${encodeURIComponent(id)}`;

export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="return-status">
      {t(`returns.statuses.${status}`)}
    </Tag>
  );
}

export function InstructionText({ instruction }: { instruction: ReturnInstruction | null }) {
  const { t } = useTranslation();
  return <>{instruction ? t(`returns.instructions.${instruction}`) : '—'}</>;
}
