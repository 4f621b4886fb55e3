import { act } from '@testing-library/react';

/**
 * Ends the CSS animations running in the page, as a browser reports them: happy-dom runs none, so
 * antd's leaving dialogs would stay in the page (destroyOnHidden acts at the end of the animation).
 */
export function endAnimations(): void {
  act(() => {
    for (const element of document.querySelectorAll(
      '[class*="-leave-active"], [class*="-appear-active"], [class*="-enter-active"]',
    )) {
      element.dispatchEvent(new Event('animationend', { bubbles: true }));
      element.dispatchEvent(new Event('transitionend', { bubbles: true }));
    }
  });
}
