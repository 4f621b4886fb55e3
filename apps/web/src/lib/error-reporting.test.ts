import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporting, isErrorNoise } from './error-reporting';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('error noise (spec §8)', () => {
  it.each([
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'The play() request was interrupted by a call to pause(). https://goo.gl/LdLk22',
    'The play() request was interrupted by a new load request.',
  ])('ignores %j', (message) => {
    expect(isErrorNoise(message)).toBe(true);
    expect(isErrorNoise(new DOMException(message, 'AbortError'))).toBe(true);
  });

  it.each(["Cannot read properties of undefined (reading 'Items')", '', undefined, null, 42])('reports %j', (error) => {
    expect(isErrorNoise(error)).toBe(false);
  });
});

describe('installErrorReporting', () => {
  it('reports uncaught errors and unhandled rejections', () => {
    const report = vi.fn();
    uninstall = installErrorReporting(report);
    const failure = new TypeError('x is not a function');
    window.dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message, cancelable: true }));
    window.dispatchEvent(rejection('the promise failed'));
    expect(report.mock.calls).toEqual([[failure], ['the promise failed']]);
  });

  it('keeps the noise out of the report and the console', () => {
    const report = vi.fn();
    uninstall = installErrorReporting(report);
    const resizeLoop = new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded', cancelable: true });
    const playInterrupted = rejection(
      new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'),
    );
    window.dispatchEvent(resizeLoop);
    window.dispatchEvent(playInterrupted);
    expect(report).not.toHaveBeenCalled();
    expect(resizeLoop.defaultPrevented).toBe(true);
    expect(playInterrupted.defaultPrevented).toBe(true);
  });

  it('stops reporting once removed', () => {
    const report = vi.fn();
    installErrorReporting(report)();
    window.dispatchEvent(rejection('later'));
    expect(report).not.toHaveBeenCalled();
  });
});
