import type { TotpEnrolment, TotpEnrolmentConfirmed } from '@portside/contracts/second-factor';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translated } from '../../i18n/translated';

/** An authenticator app's code: six digits (RFC 6238 defaults). */
const TOTP_CODE_PATTERN = /^\d{6}$/;

/** The six-digit code field of the authenticator. */
export function TotpCodeField({ testId, autoFocus = false }: { testId: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="Code"
      label={t('totp.code')}
      rules={[
        { required: true, message: translated('totp.codeRequired') },
        { pattern: TOTP_CODE_PATTERN, message: translated('totp.codeFormat') },
      ]}
    >
      <Input
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={autoFocus}
        placeholder={t('totp.codePlaceholder')}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * Enrols an authenticator: the QR code to scan and the secret to type, then the first code it
 * shows, which confirms it. `begin` asks the server for a new secret once per mount.
 */
export function TotpEnrolmentForm({
  enrolmentKey,
  begin,
  confirm,
  onConfirmed,
}: {
  /** Names this enrolment (the pending sign-in or the user), so a new one gets a new secret. */
  enrolmentKey: string;
  begin: () => Promise<TotpEnrolment>;
  confirm: (code: string) => Promise<TotpEnrolmentConfirmed>;
  onConfirmed: (confirmed: TotpEnrolmentConfirmed) => void;
}) {
  const { t } = useTranslation();
  const enrolment = useQuery({
    queryKey: ['totp-enrolment', enrolmentKey],
    queryFn: begin,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirmation = useMutation({
    mutationFn: ({ Code }: { Code: string }) => confirm(Code.trim()),
    onSuccess: onConfirmed,
  });

  if (enrolment.isPending) return <Spin />;
  if (!enrolment.data) return <Alert type="error" showIcon title={t('totp.beginFailed')} />;
  const { Secret, QrCodeDataUrl } = enrolment.data;
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('totp.scanInstructions')}</Typography.Paragraph>
      <Flex justify="center">
        <img
          src={QrCodeDataUrl}
          alt={t('totp.qrAlt')}
          width={200}
          height={200}
          style={{ maxWidth: '100%', height: 'auto' }}
          data-testid="totp-qr-code"
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{t('totp.secretLabel')}</Typography.Text>
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
          {Secret}
        </Typography.Text>
      </Flex>
      <Form<{ Code: string }>
        name="totpEnrolment"
        layout="vertical"
        requiredMark={false}
        onFinish={(body) => confirmation.mutate(body)}
      >
        <TotpCodeField testId="totp-enrol-code" />
        <Form.Item style={{ marginBottom: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={confirmation.isPending}
            data-testid="totp-enrol-submit"
          >
            {t('totp.confirmEnrolment')}
          </Button>
        </Form.Item>
      </Form>
    </Flex>
  );
}

/** The recovery codes, shown this once, and the button that says they are kept. */
export function RecoveryCodesView({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      <Alert type="warning" showIcon title={t('totp.recoveryCodesTitle')} description={t('totp.recoveryCodesHint')} />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }} style={{ marginBottom: 0 }}>
        <ul
          aria-label={t('totp.recoveryCodesTitle')}
          data-testid="totp-recovery-codes"
          style={{ columns: 2, columnGap: 24, fontFamily: 'monospace', paddingInlineStart: 20, margin: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </Typography.Paragraph>
      <Button type="primary" block onClick={onDone} data-testid="totp-recovery-codes-done">
        {t('totp.recoveryCodesSaved')}
      </Button>
    </Flex>
  );
}
