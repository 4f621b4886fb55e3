import { GOODS_FLAGS, type GoodsFlag, type Product, type ProductInput } from '@portside/contracts';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useSubmitAndClose } from '../../components/form-dialog';
import { translated } from '../../i18n/translated';
import { useSaveProduct } from './catalogue-api';

/** The currencies a declared value is offered in (ISO 4217). */
export const DECLARED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'CNY'] as const;

interface ProductForm extends Omit<ProductInput, GoodsFlag | 'Fnsku' | 'HsCode' | 'DeclaredValue' | 'NameZh'> {
  Fnsku?: string;
  HsCode?: string;
  DeclaredValue?: string;
  NameZh?: string;
  Flags?: GoodsFlag[];
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function toForm(product: Product | undefined): Partial<ProductForm> {
  if (!product) return { Currency: 'USD', Flags: [] };
  return {
    ...product,
    Fnsku: product.Fnsku ?? undefined,
    HsCode: product.HsCode ?? undefined,
    DeclaredValue: product.DeclaredValue ?? undefined,
    Flags: GOODS_FLAGS.filter((flag) => product[flag]),
  };
}

/** Adds a product to the catalogue, or changes one. */
export function ProductDialog({ product, open, onClose }: { product?: Product; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const send = useSubmitAndClose(save.mutate, t('catalogue.saved'), onClose);
  const submit = (form: ProductForm) => {
    const flags = new Set(form.Flags ?? []);
    send({
      ...(product ? { Id: product.Id } : {}),
      Sku: form.Sku.trim(),
      Fnsku: blankToNull(form.Fnsku)?.toUpperCase() ?? null,
      NameEn: form.NameEn.trim(),
      NameZh: form.NameZh?.trim() ?? '',
      HsCode: blankToNull(form.HsCode),
      DeclaredValue: blankToNull(form.DeclaredValue),
      Currency: form.Currency,
      UnitWeightKg: form.UnitWeightKg ?? null,
      LengthCm: form.LengthCm ?? null,
      WidthCm: form.WidthCm ?? null,
      HeightCm: form.HeightCm ?? null,
      IsBattery: flags.has('IsBattery'),
      IsMagnetic: flags.has('IsMagnetic'),
      IsLiquid: flags.has('IsLiquid'),
      IsPowder: flags.has('IsPowder'),
      IsBrand: flags.has('IsBrand'),
    });
  };
  const measure = (name: 'UnitWeightKg' | 'LengthCm' | 'WidthCm' | 'HeightCm', label: string) => (
    <Col xs={12} sm={6}>
      <Form.Item name={name} label={label}>
        <InputNumber min={0.001} max={1000} style={{ width: '100%' }} data-testid={`product-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <FormDialog<ProductForm>
      open={open}
      title={product ? t('catalogue.editProduct') : t('catalogue.addProduct')}
      submitting={save.isPending}
      onClose={onClose}
      form={{ name: 'product', initialValues: toForm(product), onFinish: submit }}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="Sku"
            label={t('catalogue.sku')}
            rules={[
              { required: true, whitespace: true, message: translated('catalogue.required') },
              { max: 64, message: translated('common.tooLong', { max: 64 }) },
            ]}
          >
            <Input autoComplete="off" autoFocus data-testid="product-sku" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="Fnsku"
            label={t('catalogue.fnsku')}
            rules={[{ pattern: /^[A-Za-z0-9]{10}$/, message: translated('catalogue.fnskuFormat') }]}
          >
            <Input autoComplete="off" placeholder="X001ABCD12" data-testid="product-fnsku" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="NameEn"
            label={t('catalogue.nameEn')}
            rules={[
              { required: true, whitespace: true, message: translated('catalogue.required') },
              { max: 200, message: translated('common.tooLong', { max: 200 }) },
            ]}
          >
            <Input autoComplete="off" data-testid="product-name-en" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="NameZh"
            label={t('catalogue.nameZh')}
            rules={[{ max: 200, message: translated('common.tooLong', { max: 200 }) }]}
          >
            <Input autoComplete="off" data-testid="product-name-zh" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="HsCode"
            label={t('catalogue.hsCode')}
            rules={[{ pattern: /^\d{6,10}$/, message: translated('catalogue.hsCodeFormat') }]}
          >
            <Input inputMode="numeric" autoComplete="off" data-testid="product-hs-code" />
          </Form.Item>
        </Col>
        <Col xs={14} sm={10}>
          <Form.Item
            name="DeclaredValue"
            label={t('catalogue.declaredValue')}
            rules={[{ pattern: /^\d{1,12}(\.\d{1,2})?$/, message: translated('catalogue.amountFormat') }]}
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="12.50" data-testid="product-declared-value" />
          </Form.Item>
        </Col>
        <Col xs={10} sm={6}>
          <Form.Item name="Currency" label={t('catalogue.currency')}>
            <Select
              options={DECLARED_CURRENCIES.map((code) => ({ value: code, label: code }))}
              data-testid="product-currency"
            />
          </Form.Item>
        </Col>
        {measure('UnitWeightKg', t('catalogue.unitWeightKg'))}
        {measure('LengthCm', t('catalogue.lengthCm'))}
        {measure('WidthCm', t('catalogue.widthCm'))}
        {measure('HeightCm', t('catalogue.heightCm'))}
      </Row>
      <Form.Item name="Flags" label={t('catalogue.goodsFlags')}>
        <Checkbox.Group
          options={GOODS_FLAGS.map((flag) => ({ value: flag, label: t(`catalogue.flags.${flag}`) }))}
          data-testid="product-flags"
        />
      </Form.Item>
    </FormDialog>
  );
}
