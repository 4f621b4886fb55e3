import type { ArgsProps } from 'antd/es/message';
import { lazy, Suspense } from 'react';
import { ERROR_MESSAGE_SECONDS } from '../lib/notify';

/** The sanitizer (DOMPurify) loads with the first error that carries markup, not with the login page. */
const SanitizedHtml = lazy(async () => ({ default: (await import('./sanitized-html')).SanitizedHtml }));

/** Markup or an entity: anything else is plain text, which React escapes as it is. */
const MARKUP = /[<&]/;

/** An error's text, or the server's HTML sanitized: in antd's message, or inline on the login page. */
export function ErrorMessageContent({ content }: { content: string }) {
  return MARKUP.test(content) ? (
    <Suspense fallback={null}>
      <SanitizedHtml html={content} testId="error-message" />
    </Suspense>
  ) : (
    <span data-testid="error-message">{content}</span>
  );
}

/** Spec §8: an error message may carry the server's HTML (sanitized) and stays 5 seconds. */
export function errorMessage(content: string): ArgsProps {
  return { content: <ErrorMessageContent content={content} />, duration: ERROR_MESSAGE_SECONDS };
}
