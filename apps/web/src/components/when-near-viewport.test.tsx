import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** An observer the test moves: `scrollNear()` reports every observed element as near. */
class ScrolledObserver {
  static instances: ScrolledObserver[] = [];
  static scrollNear(intersecting: boolean): void {
    for (const observer of ScrolledObserver.instances) {
      observer.callback(
        observer.targets.map((target) => ({ target, isIntersecting: intersecting }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
    }
  }
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ScrolledObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

const inView = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = inView;
  ScrolledObserver.instances = [];
});

describe('WhenNearViewport', () => {
  it('shows the placeholder until its place comes near the viewport, then the content for good', () => {
    globalThis.IntersectionObserver = ScrolledObserver as unknown as typeof IntersectionObserver;
    render(
      <WhenNearViewport placeholder={<p>placeholder</p>}>
        <p>chart</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('placeholder')).toBeDefined();
    expect(screen.queryByText('chart')).toBeNull();
    // Looks ahead: a quarter of a screen below the viewport already counts as near.
    expect(ScrolledObserver.instances[0]?.options?.rootMargin).toBe('0px 0px 25% 0px');

    act(() => ScrolledObserver.scrollNear(false));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => ScrolledObserver.scrollNear(true));
    expect(screen.getByText('chart')).toBeDefined();
    expect(screen.queryByText('placeholder')).toBeNull();
    // Stops observing once shown.
    expect(ScrolledObserver.instances.every((observer) => observer.targets.length === 0)).toBe(true);
  });
});
