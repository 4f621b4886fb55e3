import { ADDRESS_KINDS, type Address, type AddressInput } from '@portside/contracts';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/email-field';
import { FormDialog, useSubmitAndClose } from '../../components/form-dialog';
import { translated } from '../../i18n/translated';
import { useSaveAddress } from './catalogue-api';

type AddressForm = Omit<AddressInput, 'Email'> & { Email?: string };

const EMPTY: Partial<AddressForm> = { Kind: 'sender', CountryCode: 'CN', IsDefault: false };

/** Adds an address to the company's address book, or changes one. */
export function AddressDialog({ address, open, onClose }: { address?: Address; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const send = useSubmitAndClose(save.mutate, t('catalogue.saved'), onClose);
  const submit = (form: AddressForm) =>
    send({
      ...(address ? { Id: address.Id } : {}),
      ...form,
      CountryCode: form.CountryCode.trim().toUpperCase(),
      Province: form.Province ?? '',
      AddressLine2: form.AddressLine2 ?? '',
      PostalCode: form.PostalCode ?? '',
      Email: form.Email?.trim() ? form.Email.trim() : null,
      IsDefault: form.IsDefault ?? false,
    });
  const required = { required: true, whitespace: true, message: translated('catalogue.required') };
  const text = (name: keyof AddressForm, label: string, max: number, isRequired: boolean, span = 12) => (
    <Col xs={24} sm={span}>
      <Form.Item
        name={name}
        label={label}
        rules={[...(isRequired ? [required] : []), { max, message: translated('common.tooLong', { max }) }]}
      >
        <Input autoComplete="off" data-testid={`address-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <FormDialog<AddressForm>
      open={open}
      title={address ? t('catalogue.editAddress') : t('catalogue.addAddress')}
      submitting={save.isPending}
      onClose={onClose}
      form={{
        name: 'address',
        initialValues: address ? { ...address, Email: address.Email ?? undefined } : EMPTY,
        onFinish: submit,
      }}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="Kind" label={t('catalogue.addressKind')}>
            <Select
              options={ADDRESS_KINDS.map((kind) => ({ value: kind, label: t(`catalogue.addressKinds.${kind}`) }))}
              data-testid="address-kind"
            />
          </Form.Item>
        </Col>
        {text('Label', t('catalogue.addressLabel'), 100, true)}
        {text('Contact', t('catalogue.contact'), 100, true)}
        {text('Phone', t('catalogue.phone'), 40, true)}
        <Col xs={24} sm={12}>
          <EmailField name="Email" label={t('catalogue.email')} autoComplete="off" testId="address-Email" />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="CountryCode"
            label={t('catalogue.countryCode')}
            rules={[required, { pattern: /^[A-Za-z]{2}$/, message: translated('catalogue.countryCodeFormat') }]}
          >
            <Input autoComplete="off" maxLength={2} data-testid="address-CountryCode" />
          </Form.Item>
        </Col>
        {text('Province', t('catalogue.province'), 100, false)}
        {text('City', t('catalogue.city'), 100, true)}
        {text('AddressLine1', t('catalogue.addressLine1'), 200, true, 24)}
        {text('AddressLine2', t('catalogue.addressLine2'), 200, false, 24)}
        {text('PostalCode', t('catalogue.postalCode'), 20, false)}
      </Row>
      <Form.Item name="IsDefault" valuePropName="checked">
        <Checkbox data-testid="address-default">{t('catalogue.defaultOfKind')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
