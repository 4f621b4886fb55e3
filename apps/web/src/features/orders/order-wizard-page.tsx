import { DeleteOutlined, PlusOutlined, SnippetsOutlined } from '@ant-design/icons';
import {
  LAST_MILE_KINDS,
  ORDER_DELIVERY_METHODS,
  ORDER_KINDS,
  type OrderKind,
  type SaveOrderRequest,
} from '@portside/contracts';
import { App, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Radio, Select, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PageTitle } from '../../components/page-title';
import { useDictOptions } from '../../shared/dictionary/dictionary';
import { useUserStore } from '../../stores/user-store';
import { CartonPasteDialog } from './carton-paste-dialog';
import { useOrderDetail, useSaveOrder } from './order-api';
import { OrderDocumentsStep } from './order-documents';
import { orderDetailPath, useKindLabel } from './order-labels';
import { readOrderDetail, writeOrderDetail } from './order-session';
import { useSubmitWithConfirmation } from './order-submit';
import { WarehousePicker } from './warehouse-picker';

type WizardValues = Omit<SaveOrderRequest, 'Id'>;

const STEPS = ['kind', 'sender', 'destination', 'cartons', 'documents', 'review'] as const;

/** The fields each step shows, validated before the draft is saved and the next step opens. */
const STEP_FIELDS: Record<(typeof STEPS)[number], string[]> = {
  kind: ['OrderKind'],
  sender: ['Sender', 'BatchNo'],
  destination: ['DestinationWarehouseCode', 'FbaShipmentId', 'FbaReferenceId', 'DeliveryMethod', 'Containers'],
  cartons: ['Cartons'],
  documents: [],
  review: [],
};

const emptyCarton = (index: number) => ({
  CartonNo: String(index + 1),
  LengthCm: undefined,
  WidthCm: undefined,
  HeightCm: undefined,
  WeightKg: undefined,
  Items: [{ Sku: '', Quantity: 1 }],
});

type CartonValues = WizardValues['Cartons'][number];

/** A carton the user has filled in whole: a draft saves those, and keeps the rest on the page. */
const isComplete = (carton: Partial<CartonValues> | undefined): carton is CartonValues =>
  !!carton?.CartonNo &&
  [carton.LengthCm, carton.WidthCm, carton.HeightCm, carton.WeightKg].every((value) => typeof value === 'number') &&
  !!carton.Items?.length &&
  carton.Items.every((item) => !!item?.Sku && typeof item.Quantity === 'number');

/** What the form holds, as the API takes it: empty texts left out, cartons only when complete. */
function toRequest(values: WizardValues): WizardValues {
  const cleaned = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
  ) as WizardValues;
  return {
    ...cleaned,
    Containers: values.Containers ?? [],
    Cartons: (values.Cartons ?? []).filter(isComplete).map((carton) => ({
      ...carton,
      Items: carton.Items.map((item) => ({ ...item, Fnsku: item.Fnsku || undefined })),
    })),
  };
}

/**
 * The new-order wizard (antd Steps): kind, sender, destination, cartons and items, review. Each
 * step saves the draft, so nothing typed is lost; the kind's parameters are kept in session storage.
 */
export function OrderWizardPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const kindLabel = useKindLabel();
  const worksByBatch = useUserStore((state) => state.worksByBatch);
  const defaultKind = ORDER_KINDS[useUserStore((state) => state.orderType) - 1] ?? 'ocean';
  const cabinTypes = useDictOptions('CabinTypeEnum');
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const existing = useOrderDetail(id);
  const save = useSaveOrder();
  const submit = useSubmitWithConfirmation();
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [pasting, setPasting] = useState(false);
  const kind = (Form.useWatch('OrderKind', form) ?? defaultKind) as OrderKind;

  // The form takes a draft's content once, when the wizard opens on it; later saves come from the form.
  const [loadedId, setLoadedId] = useState<string>();
  useEffect(() => {
    if (existing.data && existing.data.Id !== loadedId) {
      form.setFieldsValue(existing.data as unknown as WizardValues);
      setLoadedId(existing.data.Id);
    }
  }, [existing.data, form, loadedId]);

  if (id && !loadedId && existing.isPending) return <ContentSkeleton />;

  const chooseKind = (next: OrderKind) => {
    if (!id) {
      // The kind's last parameters, not its cartons: a new order starts from the carton on the page.
      const { Cartons: _cartons, ...saved } = readOrderDetail(next) ?? {};
      form.setFieldsValue({ ...saved, OrderKind: next });
    }
  };

  const saveDraft = async () => {
    const values = toRequest(form.getFieldsValue(true) as WizardValues);
    writeOrderDetail(values.OrderKind, { ...values, Cartons: [] });
    const saved = await save.mutateAsync({ ...values, Id: id || undefined });
    if (!id) {
      setLoadedId(saved.Id);
      setSearchParams({ id: saved.Id }, { replace: true });
    }
    return saved;
  };

  const next = async () => {
    const name = STEPS[step] ?? 'review';
    await form.validateFields(STEP_FIELDS[name], { recursive: true });
    await saveDraft();
    setStep(step + 1);
  };

  const finish = async () => {
    const saved = await saveDraft();
    if (!(await submit.run(saved.Id))) return;
    message.success(t('orders.detail.submitted'));
    navigate(orderDetailPath(saved.Id));
  };

  const values = form.getFieldsValue(true) as WizardValues;
  const lastMile = LAST_MILE_KINDS.includes(kind);

  return (
    <Flex vertical gap="middle">
      <PageTitle>{id ? t('orders.wizard.editTitle') : t('orders.wizard.title')}</PageTitle>
      <Steps
        current={step}
        size="small"
        responsive
        items={STEPS.map((name) => ({
          title: name === 'documents' ? t('orderDesk.documents.step') : t(`orders.wizard.steps.${name}`),
        }))}
      />
      <Form<WizardValues>
        form={form}
        layout="vertical"
        initialValues={{ OrderKind: defaultKind, Containers: [], Cartons: [emptyCarton(0)] }}
        scrollToFirstError={{ focus: true }}
      >
        <Card hidden={STEPS[step] !== 'kind'}>
          <Form.Item name="OrderKind" label={t('orders.columns.kind')} rules={[{ required: true }]}>
            <Radio.Group
              onChange={(event) => chooseKind(event.target.value as OrderKind)}
              options={ORDER_KINDS.map((value) => ({ value, label: kindLabel(value) }))}
              data-testid="order-kind"
            />
          </Form.Item>
        </Card>
        <Card hidden={STEPS[step] !== 'sender'}>
          <Form.Item name="Sender" label={t('orders.fields.sender')} rules={[{ required: true, max: 300 }]}>
            <Input.TextArea autoSize maxLength={300} />
          </Form.Item>
          {worksByBatch ? (
            <Form.Item name="BatchNo" label={t('orders.columns.batchNo')} rules={[{ required: true, max: 40 }]}>
              <Input maxLength={40} />
            </Form.Item>
          ) : null}
        </Card>
        <Card hidden={STEPS[step] !== 'destination'}>
          <Form.Item
            name="DestinationWarehouseCode"
            label={t('orders.fields.destinationWarehouse')}
            rules={[{ required: true, max: 20 }]}
          >
            <WarehousePicker />
          </Form.Item>
          <Form.Item
            name="FbaShipmentId"
            label={t('orders.columns.fbaShipmentId')}
            normalize={(value: string) => value.toUpperCase()}
            rules={[{ pattern: /^FBA[0-9A-Z]{9,10}$/, message: t('orders.fields.fbaShipmentIdFormat') }]}
          >
            <Input maxLength={13} placeholder="FBA17ABCDE12" />
          </Form.Item>
          <Form.Item
            name="FbaReferenceId"
            label={t('orders.fields.fbaReferenceId')}
            normalize={(value: string) => value.toUpperCase()}
            rules={[{ pattern: /^[A-Z0-9]{8}$/, message: t('orders.fields.fbaReferenceIdFormat') }]}
          >
            <Input maxLength={8} />
          </Form.Item>
          {lastMile ? (
            <Form.Item name="DeliveryMethod" label={t('orders.fields.deliveryMethod')} rules={[{ required: true }]}>
              <Select
                options={ORDER_DELIVERY_METHODS.map((value) => ({ value, label: t(`orders.delivery.${value}`) }))}
              />
            </Form.Item>
          ) : null}
          {kind === 'full' ? (
            <Form.List
              name="Containers"
              rules={[
                {
                  validator: async (_, list) =>
                    list?.length ? undefined : Promise.reject(new Error(t('orders.fields.containersRequired'))),
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <Flex vertical gap="small">
                  {fields.map((field) => (
                    <Flex key={field.key} gap="small" wrap align="baseline">
                      <Form.Item
                        name={[field.name, 'SizeType']}
                        label={t('orders.fields.containerType')}
                        rules={[{ required: true }]}
                      >
                        <Select style={{ minWidth: 120 }} options={cabinTypes} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'Quantity']}
                        label={t('orders.fields.quantity')}
                        rules={[{ required: true }]}
                      >
                        <InputNumber min={1} max={100} precision={0} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('orders.wizard.remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button icon={<PlusOutlined />} onClick={() => add({ Quantity: 1 })}>
                    {t('orders.fields.addContainer')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          ) : null}
        </Card>
        <Card hidden={STEPS[step] !== 'cartons'}>
          <Form.List name="Cartons">
            {(cartons, { add, remove }) => (
              <Flex vertical gap="middle">
                {cartons.map((carton, index) => (
                  <Card
                    key={carton.key}
                    size="small"
                    title={t('orders.wizard.carton', { n: index + 1 })}
                    extra={
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('orders.wizard.removeCarton', { n: index + 1 })}
                        onClick={() => remove(carton.name)}
                      />
                    }
                  >
                    <Flex gap="small" wrap>
                      <Form.Item
                        name={[carton.name, 'CartonNo']}
                        label={t('orders.carton.CartonNo')}
                        rules={[{ required: true, max: 20 }]}
                      >
                        <Input maxLength={20} style={{ width: 90 }} />
                      </Form.Item>
                      {(['LengthCm', 'WidthCm', 'HeightCm', 'WeightKg'] as const).map((measure) => (
                        <Form.Item
                          key={measure}
                          name={[carton.name, measure]}
                          label={t(`orders.carton.${measure}`)}
                          rules={[{ required: true }]}
                        >
                          <InputNumber
                            min={0.1}
                            max={measure === 'WeightKg' ? 10000 : 1000}
                            step={0.1}
                            style={{ width: 110 }}
                          />
                        </Form.Item>
                      ))}
                    </Flex>
                    <Form.List name={[carton.name, 'Items']}>
                      {(items, itemActions) => (
                        <Flex vertical>
                          {items.map((item, itemIndex) => (
                            <Flex key={item.key} gap="small" wrap align="baseline">
                              <Form.Item
                                name={[item.name, 'Sku']}
                                label={t('orders.carton.sku')}
                                rules={[{ required: true, max: 64 }]}
                              >
                                <Input maxLength={64} />
                              </Form.Item>
                              <Form.Item
                                name={[item.name, 'Fnsku']}
                                label={t('orders.carton.fnsku')}
                                rules={[{ max: 20 }]}
                              >
                                <Input maxLength={20} />
                              </Form.Item>
                              <Form.Item
                                name={[item.name, 'Quantity']}
                                label={t('orders.fields.quantity')}
                                rules={[{ required: true }]}
                              >
                                <InputNumber min={1} max={100000} precision={0} />
                              </Form.Item>
                              <Button
                                icon={<DeleteOutlined />}
                                disabled={items.length === 1}
                                aria-label={t('orders.wizard.removeItem', { n: itemIndex + 1 })}
                                onClick={() => itemActions.remove(item.name)}
                              />
                            </Flex>
                          ))}
                          <Button icon={<PlusOutlined />} onClick={() => itemActions.add({ Quantity: 1 })}>
                            {t('orders.wizard.addItem')}
                          </Button>
                        </Flex>
                      )}
                    </Form.List>
                  </Card>
                ))}
                <Flex gap="small" wrap>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add(emptyCarton(cartons.length))}
                    data-testid="add-carton"
                  >
                    {t('orders.wizard.addCarton')}
                  </Button>
                  <Button icon={<SnippetsOutlined />} onClick={() => setPasting(true)} data-testid="paste-cartons">
                    {t('orderDesk.paste.open')}
                  </Button>
                </Flex>
              </Flex>
            )}
          </Form.List>
        </Card>
        {STEPS[step] === 'documents' && id ? (
          <Card>
            <Flex vertical gap="small">
              <span>{t('orderDesk.documents.hint')}</span>
              <OrderDocumentsStep orderId={id} documents={existing.data?.Documents ?? []} />
            </Flex>
          </Card>
        ) : null}
        {STEPS[step] === 'review' ? (
          <Card>
            <Descriptions
              size="small"
              column={1}
              data-testid="order-review"
              items={[
                { key: 'kind', label: t('orders.columns.kind'), children: kindLabel(values.OrderKind) },
                { key: 'sender', label: t('orders.fields.sender'), children: values.Sender },
                {
                  key: 'destination',
                  label: t('orders.fields.destinationWarehouse'),
                  children: values.DestinationWarehouseCode,
                },
                {
                  key: 'fbaShipmentId',
                  label: t('orders.columns.fbaShipmentId'),
                  children: values.FbaShipmentId ?? '–',
                },
                { key: 'cartons', label: t('orders.columns.cartons'), children: values.Cartons?.length ?? 0 },
                {
                  key: 'documents',
                  label: t('orderDesk.documents.step'),
                  children: existing.data?.Documents.map((document) => document.FileName).join(', ') || '–',
                },
              ]}
            />
          </Card>
        ) : null}
      </Form>
      <CartonPasteDialog
        open={pasting}
        onClose={() => setPasting(false)}
        onPaste={(cartons) => form.setFieldValue('Cartons', cartons)}
      />
      <Flex gap="small" justify="flex-end" wrap>
        {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('orders.wizard.previous')}</Button> : null}
        {id ? (
          <Button onClick={() => saveDraft().then(() => message.success(t('orders.wizard.saved')))}>
            {t('orders.wizard.saveDraft')}
          </Button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <Button type="primary" loading={save.isPending} onClick={next} data-testid="wizard-next">
            {t('orders.wizard.next')}
          </Button>
        ) : (
          <Button type="primary" loading={submit.isPending} onClick={finish} data-testid="wizard-submit">
            {t('orders.detail.submit')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
