import type { SecondStepAnswer } from '@portside/contracts/second-factor';
import { type FormEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthShell } from '../../components/auth-shell';
import { ErrorMessageContent } from '../../components/error-message';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PlainButton } from '../../components/plain-button';
import { PlainTabs } from '../../components/plain-tabs';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { lazyComponent } from '../../lib/chunk-reload';
import { isLoginPageMessage, type LoginPageMessage } from '../../lib/navigation';
import { connectErrorDisplay } from '../../lib/notify';
import { type LoginRequest, login } from './auth-api';
import { useSignIn } from './sign-in';
import './login-page.css';

/*
 * The login page renders without antd, so that its first load stays small (issue 15). The SMS tab
 * and the second step are built with antd and load, with it, when they are opened.
 */
const SmsLoginForm = lazyComponent(async () => (await import('./sms-login-form')).SmsLoginForm);
const LoginSecondStep = lazyComponent(async () => (await import('./login-second-step')).LoginSecondStep);

type SecondStepHandler = { onSecondStep: (step: SecondStepAnswer) => void };
type PasswordField = keyof LoginRequest;
type FieldErrors = Partial<Record<PasswordField, 'login.accountNameRequired' | 'login.passwordRequired'>>;

/** Spec §5: an account name of spaces only is none. */
function validate({ AccountName, Password }: LoginRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (!AccountName.trim()) errors.AccountName = 'login.accountNameRequired';
  if (!Password) errors.Password = 'login.passwordRequired';
  return errors;
}

/**
 * What the page tells the user above its forms, as it has no antd message: the request layer's
 * errors (the server's Msg) while the page is on screen, or the message of the page that led here
 * (an expired session, a password reset). A new submit clears it.
 */
function usePageMessage(): [message: LoginPageMessage | undefined, clear: () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const carriesMessage = isLoginPageMessage(location.state);
  const [message, setMessage] = useState(carriesMessage ? location.state : undefined);
  useEffect(() => {
    connectErrorDisplay((text) => setMessage({ text, tone: 'error' }));
    return () => connectErrorDisplay(undefined);
  }, []);
  // Shown once: the history entry forgets it, so a reload does not tell of an expired session again.
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (carriesMessage) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [carriesMessage, navigate, pathname, search, hash]);
  return [message, () => setMessage(undefined)];
}

/** A labelled field with its validation message next to it, tied by aria-describedby. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="login-field">
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="login-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
      />
    </svg>
  );
}

function PasswordLoginForm({ onSecondStep }: SecondStepHandler) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSignIn(login, onSecondStep);
  const [values, setValues] = useState<LoginRequest>({ AccountName: '', Password: '' });
  // Once a submit has shown what is missing, each change checks again, as antd's forms do.
  const [submitted, setSubmitted] = useState(false);
  const errors: FieldErrors = submitted ? validate(values) : {};
  const [passwordShown, setPasswordShown] = useState(false);
  const fields = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});

  const change = (field: PasswordField, value: string) => setValues({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validate(values);
    setSubmitted(true);
    const firstInError = (['AccountName', 'Password'] as const).find((field) => found[field]);
    if (firstInError) fields.current[firstInError]?.focus();
    else mutation.mutate(values);
  };
  const inputProps = (field: PasswordField) => {
    const inputId = `${id}-${field}`;
    return {
      id: inputId,
      ref: (element: HTMLInputElement | null) => {
        fields.current[field] = element;
      },
      className: 'login-input',
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${inputId}-error` : undefined,
    };
  };
  const errorOf = (field: PasswordField) => {
    const key = errors[field];
    return key && t(key);
  };

  return (
    <form name="login" noValidate onSubmit={submit}>
      <Field id={`${id}-AccountName`} label={t('login.accountName')} error={errorOf('AccountName')}>
        <input
          {...inputProps('AccountName')}
          autoComplete="username"
          // biome-ignore lint/a11y/noAutofocus: the page's one task; index.html's static form stood in its place
          autoFocus
          placeholder={t('login.accountNamePlaceholder')}
          data-testid="login-account-name"
        />
      </Field>
      <Field id={`${id}-Password`} label={t('login.password')} error={errorOf('Password')}>
        <div className="login-password">
          <input
            {...inputProps('Password')}
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            data-testid="login-password"
          />
          <button
            type="button"
            className="login-password-toggle"
            aria-label={t('login.showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <EyeIcon />
          </button>
        </div>
      </Field>
      <PlainButton type="submit" large block loading={mutation.isPending} testId="login-submit">
        {t('login.submit')}
      </PlainButton>
    </form>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const [secondStep, setSecondStep] = useState<SecondStepAnswer | null>(null);
  const [message, clearMessage] = usePageMessage();
  // Both regions are always there, so that assistive technology announces what appears in them.
  const messages = (
    <>
      <div role="alert">
        {message?.tone === 'error' && (
          <p className="login-message login-message-error">
            <ErrorMessageContent content={message.text} />
          </p>
        )}
      </div>
      <div role="status">
        {message?.tone === 'success' && <p className="login-message login-message-success">{message.text}</p>}
      </div>
    </>
  );
  if (secondStep) {
    const isCode = secondStep.SecondStep === 'Code';
    return (
      <AuthShell title={isCode ? t('totp.secondStepHeading') : t('totp.enrolHeading')} width={isCode ? 420 : 480}>
        {messages}
        <div onSubmitCapture={clearMessage}>
          <Suspense fallback={<LoadingIndicator inline />}>
            <LoginSecondStep step={secondStep} />
          </Suspense>
        </div>
        <div className="login-restart">
          <PlainButton variant="link" onClick={() => setSecondStep(null)} testId="second-factor-restart">
            {t('totp.restartSignIn')}
          </PlainButton>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('login.heading')} subtitle={t('login.subheading')}>
      {messages}
      <div onSubmitCapture={clearMessage}>
        <PlainTabs
          tabs={[
            {
              key: 'password',
              label: t('login.passwordTab'),
              panel: <PasswordLoginForm onSecondStep={setSecondStep} />,
            },
            {
              key: 'sms',
              label: t('login.smsTab'),
              testId: 'login-tab-sms',
              panel: (
                <Suspense fallback={<LoadingIndicator inline />}>
                  <SmsLoginForm onSecondStep={setSecondStep} />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
      <div className="login-links">
        <RouterLink to={paths.register} testId="login-register-link">
          {t('login.register')}
        </RouterLink>
        <RouterLink to={paths.resetPassword} testId="login-reset-password-link">
          {t('login.forgotPassword')}
        </RouterLink>
      </div>
    </AuthShell>
  );
}
