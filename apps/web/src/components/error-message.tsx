import type { ArgsProps } from 'antd/es/message';
import { ERROR_MESSAGE_SECONDS } from '../lib/notify';
import { SanitizedHtml } from './sanitized-html';

/** Spec §8: an error message may carry the server's HTML (sanitized) and stays 5 seconds. */
export function errorMessage(content: string): ArgsProps {
  return { content: <SanitizedHtml html={content} testId="error-message" />, duration: ERROR_MESSAGE_SECONDS };
}
