/**
 * Browser errors that say nothing is wrong (spec §8): ResizeObserver giving up on a layout loop
 * for one frame, and a media play() cut short by pause() or a new source.
 */
const NOISE = [/ResizeObserver loop/i, /play\(\) request was interrupted/i];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function isErrorNoise(error: unknown): boolean {
  const message = messageOf(error);
  return message !== '' && NOISE.some((pattern) => pattern.test(message));
}

export type ReportError = (error: unknown) => void;

const logError: ReportError = (error) => console.error('Unhandled error in the portal', error);

/**
 * Reports the page's uncaught errors and unhandled rejections, except the noise above, which is
 * also kept out of the console. Returns the function that removes the listeners.
 */
export function installErrorReporting(report: ReportError = logError): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (isErrorNoise(error)) {
      event.preventDefault();
      return;
    }
    report(error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isErrorNoise(event.reason)) {
      event.preventDefault();
      return;
    }
    report(event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
