import type { TotpEnrolmentConfirmed } from '@portside/contracts/second-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translated } from '../../i18n/translated';
import { beginEnrolment, confirmEnrolment, disableTotp, getTotpStatus } from './totp-api';
import { RecoveryCodesView, TotpEnrolmentForm } from './totp-enrolment';

const STATUS_KEY = ['totp-status'];

/** Removes the authenticator with the password and a code (or a recovery code). */
function DisableTotpForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const disable = useMutation({ mutationFn: disableTotp, onSuccess: onDisabled });
  return (
    <Form<{ Password: string; Code: string }>
      name="disableTotp"
      layout="vertical"
      requiredMark={false}
      onFinish={(body) => disable.mutate({ Password: body.Password, Code: body.Code.trim() })}
    >
      <Form.Item
        name="Password"
        label={t('password.old')}
        rules={[{ required: true, message: translated('password.required') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="totp-disable-password" />
      </Form.Item>
      <Form.Item
        name="Code"
        label={t('totp.codeOrRecoveryCode')}
        rules={[{ required: true, whitespace: true, message: translated('totp.codeRequired') }]}
      >
        <Input autoComplete="one-time-code" data-testid="totp-disable-code" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button danger htmlType="submit" block loading={disable.isPending} data-testid="totp-disable-submit">
          {t('totp.disable')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * Two-step sign-in, in the user menu next to change password: enrol an authenticator (QR code,
 * first code, recovery codes shown once), or remove it with the password and a code.
 */
export function TotpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: getTotpStatus, enabled: open });
  const [enrolling, setEnrolling] = useState(false);
  const [confirmed, setConfirmed] = useState<TotpEnrolmentConfirmed | null>(null);

  const close = () => {
    setEnrolling(false);
    setConfirmed(null);
    void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    onClose();
  };

  const content = () => {
    if (confirmed) return <RecoveryCodesView codes={confirmed.RecoveryCodes} onDone={close} />;
    if (enrolling) {
      return (
        <TotpEnrolmentForm
          enrolmentKey="signed-in"
          begin={beginEnrolment}
          confirm={confirmEnrolment}
          onConfirmed={(result) => {
            message.success(t('totp.enrolled'));
            setConfirmed(result);
          }}
        />
      );
    }
    if (!status.data) return <Spin />;
    if (!status.data.Enrolled) {
      return (
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('totp.intro')}</Typography.Paragraph>
          {status.data.Required && <Alert type="warning" showIcon title={t('totp.requiredNotEnrolled')} />}
          <Button type="primary" block onClick={() => setEnrolling(true)} data-testid="totp-start-enrolment">
            {t('totp.start')}
          </Button>
        </Flex>
      );
    }
    return (
      <Flex vertical gap="middle">
        <Alert type="success" showIcon title={t('totp.enrolledStatus')} data-testid="totp-enrolled" />
        {status.data.Required && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('totp.requiredNotice')}
          </Typography.Paragraph>
        )}
        <DisableTotpForm
          onDisabled={() => {
            message.success(t('totp.disabled'));
            close();
          }}
        />
      </Flex>
    );
  };

  return (
    <Modal
      open={open}
      title={t('totp.title')}
      footer={null}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {content()}
    </Modal>
  );
}
