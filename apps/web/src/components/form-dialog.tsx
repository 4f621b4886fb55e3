import { App, Form, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding a form, as every dialog of the portal behaves (spec §2): a backdrop click does
 * not close it, closing destroys its content (so the form starts empty next time), and the OK
 * button submits the form, which scrolls to and focuses the first field in error.
 */
export function FormDialog<Values>({
  open,
  title,
  okText,
  submitting = false,
  submitDisabled = false,
  onClose,
  form,
  children,
}: {
  open: boolean;
  title: ReactNode;
  /** The submit button's text; Save unless given. */
  okText?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  onClose: () => void;
  /** The form's name (its fields' ids), initial values, submit handler and any other Form prop. */
  form: FormProps<Values> & { name: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: submitting, disabled: submitDisabled }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values> layout="vertical" {...form}>
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}

/**
 * Sends a dialog's form with its mutation; on success tells the user so and closes the dialog.
 * On failure the dialog stays open with what was entered (the request layer shows the error).
 */
export function useSubmitAndClose<Body>(
  mutate: (body: Body, options: { onSuccess: () => void }) => void,
  successText: string,
  onClose: () => void,
): (body: Body) => void {
  const { message } = App.useApp();
  return (body) =>
    mutate(body, {
      onSuccess: () => {
        message.success(successText);
        onClose();
      },
    });
}
