import type { SmsTemplateCode } from '@portside/contracts/sign-in';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translated } from '../../i18n/translated';
import { usePortalConfig } from '../../stores/portal-config-store';
import { sendSmsCode } from './auth-api';

/** Spec §5: the six-digit code of an SMS. */
const SMS_CODE_PATTERN = /^\d{6}$/;

/**
 * Seconds left until a deadline, updated every second. Counting from a deadline rather than
 * ticks keeps it right when the browser slows the timers of a background tab.
 */
function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = (seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((deadline - now) / 1000)), start];
}

/**
 * The SmsCode field with its "send code" button. The code goes to the phone of the account named
 * in the form's `accountField`; another code may be requested after SmsResendSeconds.
 */
export function SmsCodeField({
  accountField,
  templateCode,
  testId,
}: {
  accountField: string;
  templateCode: SmsTemplateCode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const { SmsResendSeconds } = usePortalConfig();
  const [secondsLeft, startCountdown] = useCountdown();
  const send = useMutation({
    mutationFn: (accountName: string) => sendSmsCode(accountName, templateCode),
    onSuccess: () => {
      startCountdown(SmsResendSeconds);
      message.success(t('sms.sent'));
    },
  });

  const requestCode = async () => {
    try {
      await form.validateFields([accountField]);
    } catch {
      return;
    }
    send.mutate(String(form.getFieldValue(accountField)));
  };

  const inputId = `${testId}-input`;
  return (
    <Form.Item label={t('sms.code')} htmlFor={inputId} required>
      <Space.Compact block>
        <Form.Item
          name="SmsCode"
          noStyle
          rules={[
            { required: true, message: translated('sms.codeRequired') },
            { pattern: SMS_CODE_PATTERN, message: translated('sms.codeFormat') },
          ]}
        >
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('sms.codePlaceholder')}
            data-testid={inputId}
          />
        </Form.Item>
        <Button
          onClick={requestCode}
          disabled={secondsLeft > 0}
          loading={send.isPending}
          data-testid={`${testId}-send`}
          style={{ minWidth: 120 }}
        >
          {secondsLeft > 0 ? t('sms.resendIn', { seconds: secondsLeft }) : t('sms.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
