import { UploadOutlined } from '@ant-design/icons';
import type { Attachment } from '@portside/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Spin,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../components/auth-shell';
import { EnvelopeError } from '../../lib/request';
import {
  type SupplierVerified,
  sendSupplierCode,
  submitSupplier,
  uploadSupplierFile,
  useSupplierLinkInfo,
  verifySupplierCode,
} from './supplier-api';

const DOCUMENT_EXTENSIONS = '.pdf,.png,.jpg,.jpeg,.xlsx,.xls,.docx,.doc';

interface CargoForm {
  CargoReadyDate: string;
  CartonCount: number;
  GrossWeightKg: number;
  VolumeCbm: number;
  Note?: string;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof EnvelopeError && error.Msg ? error.Msg : fallback;

/** The cargo-ready form of a verified visit, with the documents uploaded through the link. */
function CargoReadyForm({
  token,
  verified,
  onDone,
}: {
  token: string;
  verified: SupplierVerified;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile<Attachment>[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const order = verified.Order;
  const submit = async (values: CargoForm) => {
    setSending(true);
    setError(undefined);
    try {
      await submitSupplier(token, verified.Grant, {
        ...values,
        Note: values.Note || null,
        FileIds: files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.Id] : [])),
      });
      onDone();
    } catch (caught) {
      setError(messageOf(caught, t('supplier.failed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'order', label: t('supplier.orderNo'), children: order.OrderNo },
          { key: 'to', label: t('supplier.destination'), children: order.DestinationWarehouseCode ?? '—' },
          {
            key: 'cartons',
            label: t('supplier.declared'),
            children: t('supplier.declaredValue', {
              cartons: order.Cartons,
              units: order.Units,
              weight: order.DeclaredWeightKg,
            }),
          },
          {
            key: 'items',
            label: t('supplier.items'),
            children: order.Items.map((item) => `${item.Sku} × ${item.Quantity}`).join(', ') || '—',
          },
        ]}
        data-testid="supplier-order"
      />
      <Form<CargoForm> layout="vertical" onFinish={submit} scrollToFirstError={{ focus: true }}>
        <Form.Item
          name="CargoReadyDate"
          label={t('supplier.readyDate')}
          rules={[{ required: true, message: t('supplier.required') }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="CartonCount"
          label={t('supplier.cartons')}
          rules={[{ required: true, message: t('supplier.required') }]}
        >
          <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="GrossWeightKg"
          label={t('supplier.weight')}
          rules={[{ required: true, message: t('supplier.required') }]}
        >
          <InputNumber min={0.1} max={1000000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="VolumeCbm"
          label={t('supplier.volume')}
          rules={[{ required: true, message: t('supplier.required') }]}
        >
          <InputNumber min={0.001} max={10000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Note" label={t('supplier.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item label={t('supplier.documents')}>
          <Upload<Attachment>
            accept={DOCUMENT_EXTENSIONS}
            maxCount={10}
            fileList={files}
            onChange={({ fileList }) => setFiles(fileList)}
            customRequest={({ file, onProgress, onSuccess, onError }) => {
              uploadSupplierFile(token, verified.Grant, file as File, (percent) => onProgress?.({ percent }))
                .then((attachment) => onSuccess?.(attachment))
                .catch((caught: unknown) => onError?.(caught as Error));
            }}
            data-testid="supplier-upload"
          >
            <Button icon={<UploadOutlined />}>{t('supplier.upload')}</Button>
          </Upload>
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={sending}
          disabled={files.some((file) => file.status === 'uploading')}
          data-testid="supplier-submit"
        >
          {t('supplier.submit')}
        </Button>
      </Form>
    </Flex>
  );
}

/**
 * /SupplierAllBack?token=…: the page a client's supplier opens from the link the client made for
 * one order, without the layout or a session. The supplier asks for a code (mailed to the address
 * the client gave), enters it, then gives the cargo-ready data and documents; the link is then used.
 */
export function SupplierPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const info = useSupplierLinkInfo(token);
  const [codeSent, setCodeSent] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<SupplierVerified | undefined>();
  const [done, setDone] = useState(false);

  const askCode = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await sendSupplierCode(token);
      if (answer.ErrorCode === 0 && answer.Body) setCodeSent(answer.Body.MaskedEmail);
      else setError(answer.Msg || t('supplier.failed'));
    } catch {
      setError(t('supplier.failed'));
    } finally {
      setBusy(false);
    }
  };
  const verify = async ({ Code }: { Code: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      setVerified(await verifySupplierCode(token, Code));
    } catch (caught) {
      setError(messageOf(caught, t('supplier.failed')));
    } finally {
      setBusy(false);
    }
  };

  const invalid = !token || info.isError;
  return (
    <AuthShell title={t('supplier.title')} width={520}>
      {invalid && (
        <Result
          status="warning"
          title={t('supplier.invalid')}
          subTitle={t('supplier.invalidHelp')}
          data-testid="supplier-invalid"
        />
      )}
      {!invalid && info.isLoading && <Spin description={t('common.loading')} />}
      {done && (
        <Result
          status="success"
          title={t('supplier.thanks')}
          subTitle={t('supplier.thanksHelp')}
          data-testid="supplier-done"
        />
      )}
      {!invalid && info.data && !done && (
        <Flex vertical gap="middle">
          <Typography.Paragraph>{t('supplier.intro', { company: info.data.CompanyName })}</Typography.Paragraph>
          {!verified && (
            <>
              <Button onClick={() => void askCode()} loading={busy && !codeSent} block data-testid="supplier-send-code">
                {codeSent ? t('supplier.resend') : t('supplier.sendCode', { email: info.data.MaskedEmail })}
              </Button>
              {codeSent && (
                <Form<{ Code: string }> layout="vertical" onFinish={verify}>
                  <Typography.Paragraph type="secondary">
                    {t('supplier.codeSent', { email: codeSent })}
                  </Typography.Paragraph>
                  <Form.Item
                    name="Code"
                    label={t('supplier.code')}
                    rules={[{ required: true, pattern: /^\d{6}$/, message: t('supplier.codeFormat') }]}
                  >
                    <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block loading={busy} data-testid="supplier-verify">
                    {t('supplier.verify')}
                  </Button>
                </Form>
              )}
            </>
          )}
          {error && <Alert type="error" showIcon title={error} data-testid="supplier-error" />}
          {verified && <CargoReadyForm token={token} verified={verified} onDone={() => setDone(true)} />}
        </Flex>
      )}
    </AuthShell>
  );
}
