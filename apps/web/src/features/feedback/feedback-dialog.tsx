import { type Attachment, FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_CONTENT_REQUIRED } from '@portside/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/email-field';
import { FormDialog, useSubmitAndClose } from '../../components/form-dialog';
import { translated } from '../../i18n/translated';
import { useDictOptions } from '../../shared/dictionary/dictionary';
import { FileUpload } from '../../shared/files/file-upload';
import { useMayUploadFiles } from '../../shared/files/files-api';
import { useAddFeedback } from './feedback-api';

/** Screenshots only: the image types the server accepts. */
const SCREENSHOT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** The attachment group feedback screenshots are stored under. */
const SCREENSHOT_TYPE = 'Feedback';
/** Spec §3: FeedType defaults to 0. */
const DEFAULT_FEED_TYPE = '0';

interface FeedbackForm {
  Name?: string;
  Tel?: string;
  Mail?: string;
  FeedType: string;
  Content?: string;
  Screenshots?: Attachment[];
}

/**
 * The header's feedback dialog (spec §2, §5, §8). Only the remarks are required, checked on
 * submit with '请填写备注信息'; success shows '提交成功！' and closes the dialog, which starts empty
 * next time. Client users granted a page with files may add screenshots (uploading is theirs only).
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const feedTypes = useDictOptions('FeedTypeEnum');
  const canUpload = useMayUploadFiles();
  const add = useAddFeedback();

  const send = useSubmitAndClose(add.mutate, t('feedback.success'), onClose);
  const submit = ({ Screenshots, ...form }: FeedbackForm) =>
    send({ ...form, Content: form.Content ?? '', AttachmentIds: Screenshots?.map((attachment) => attachment.Id) });

  return (
    <FormDialog<FeedbackForm>
      open={open}
      title={t('feedback.title')}
      okText={t('feedback.submit')}
      submitting={add.isPending}
      onClose={onClose}
      form={{ name: 'feedback', initialValues: { FeedType: DEFAULT_FEED_TYPE }, onFinish: submit }}
    >
      <Form.Item name="FeedType" label={t('feedback.type')}>
        <Select options={feedTypes} data-testid="feedback-type" />
      </Form.Item>
      <Form.Item
        name="Content"
        label={t('feedback.content')}
        validateTrigger={false}
        rules={[{ required: true, whitespace: true, message: FEEDBACK_CONTENT_REQUIRED }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={FEEDBACK_CONTENT_MAX_LENGTH}
          showCount
          placeholder={t('feedback.contentPlaceholder')}
          data-testid="feedback-content"
        />
      </Form.Item>
      <Form.Item
        name="Name"
        label={t('feedback.name')}
        rules={[{ max: 100, message: translated('common.tooLong', { max: 100 }) }]}
      >
        <Input autoComplete="name" data-testid="feedback-name" />
      </Form.Item>
      <Form.Item
        name="Tel"
        label={t('feedback.tel')}
        rules={[{ max: 50, message: translated('common.tooLong', { max: 50 }) }]}
      >
        <Input type="tel" autoComplete="tel" data-testid="feedback-tel" />
      </Form.Item>
      <EmailField name="Mail" label={t('feedback.mail')} testId="feedback-mail" />
      {canUpload && (
        <Form.Item name="Screenshots" label={t('feedback.screenshots')} extra={t('feedback.screenshotsHint')}>
          <FileUpload extensions={SCREENSHOT_EXTENSIONS} maxCount={3} type={SCREENSHOT_TYPE} testId="feedback-upload" />
        </Form.Item>
      )}
    </FormDialog>
  );
}
