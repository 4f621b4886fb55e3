import { MOBILE_NUMBER_PATTERN } from '@portside/contracts/sign-in';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Form, Input } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthShell } from '../../components/auth-shell';
import { EmailField } from '../../components/email-field';
import { FormSubmitButton } from '../../components/form-submit-button';
import { NewPasswordFields } from '../../components/new-password-fields';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { translated } from '../../i18n/translated';
import { usePagePaths } from '../../shared/permissions/page-paths';
import { type RegisterRequest, register } from './auth-api';
import { landingPath, startSession } from './session';
import { SmsCodeField } from './sms-code-field';

interface RegisterForm {
  AccountName: string;
  SmsCode: string;
  Password: string;
  CompanyName: string;
  ContactName: string;
  Email?: string;
  AgreementAccepted?: boolean;
}

function toRequest(form: RegisterForm): RegisterRequest {
  return {
    AccountName: form.AccountName,
    SmsCode: form.SmsCode,
    Password: form.Password,
    CompanyName: form.CompanyName,
    ContactName: form.ContactName,
    // The e-mail is optional: an emptied field is left out rather than sent as an invalid address.
    Email: form.Email?.trim() || undefined,
    AgreementAccepted: true,
  };
}

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pagePaths = usePagePaths();
  const signUp = useMutation({
    mutationFn: async (form: RegisterForm) => startSession(await register(toRequest(form))),
    onSuccess: () => navigate(landingPath(paths.home, pagePaths), { replace: true }),
  });

  return (
    <AuthShell title={t('register.heading')} subtitle={t('register.subheading')} width={480}>
      <Form<RegisterForm>
        name="register"
        layout="vertical"
        requiredMark="optional"
        onFinish={(form) => signUp.mutate(form)}
      >
        <Form.Item
          name="AccountName"
          label={t('register.mobile')}
          extra={t('register.mobileHint')}
          rules={[
            { required: true, message: translated('register.mobileRequired') },
            {
              validator: (_, value: unknown) =>
                !value || (typeof value === 'string' && MOBILE_NUMBER_PATTERN.test(value.trim()))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.mobileFormat'))),
            },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" placeholder="+8613800138000" data-testid="register-mobile" />
        </Form.Item>
        <SmsCodeField accountField="AccountName" templateCode="Register" testId="register-sms-code" />
        <NewPasswordFields name="Password" label={t('register.password')} testId="register-password" />
        <Form.Item
          name="CompanyName"
          label={t('register.companyName')}
          rules={[
            { required: true, whitespace: true, message: translated('register.companyNameRequired') },
            { min: 2, max: 200, message: translated('register.companyNameLength') },
          ]}
        >
          <Input autoComplete="organization" data-testid="register-company-name" />
        </Form.Item>
        <Form.Item
          name="ContactName"
          label={t('register.contactName')}
          rules={[
            { required: true, whitespace: true, message: translated('register.contactNameRequired') },
            { max: 100, message: translated('common.tooLong', { max: 100 }) },
          ]}
        >
          <Input autoComplete="name" data-testid="register-contact-name" />
        </Form.Item>
        <EmailField name="Email" label={t('register.email')} testId="register-email" />
        <Form.Item
          name="AgreementAccepted"
          valuePropName="checked"
          rules={[
            {
              validator: (_, accepted: unknown) =>
                accepted === true ? Promise.resolve() : Promise.reject(new Error(t('register.agreementRequired'))),
            },
          ]}
        >
          <Checkbox data-testid="register-agreement">
            <Trans
              i18nKey="register.agreement"
              components={{ agreement: <RouterLink to={paths.agreement} target="_blank" /> }}
            />
          </Checkbox>
        </Form.Item>
        <FormSubmitButton loading={signUp.isPending} testId="register-submit">
          {t('register.submit')}
        </FormSubmitButton>
      </Form>
      <RouterLink to={paths.login} testId="register-login-link">
        {t('register.haveAccount')}
      </RouterLink>
    </AuthShell>
  );
}
