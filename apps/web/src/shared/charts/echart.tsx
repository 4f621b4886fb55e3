import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type ChartOption, type ECElementEvent, init } from './echarts';

type ChartEventName = 'click' | 'dblclick' | 'mouseover' | 'mouseout';

/** Handlers of the chart's mouse events on its series and components (echarts' `chart.on`). */
export type ChartEvents = Partial<Record<ChartEventName, (event: ECElementEvent) => void>>;

export const DEFAULT_CHART_HEIGHT = 320;

/**
 * A function of one identity for the component's life that calls the latest render's `fn`. Lets a
 * chart keep its option (and so its animation, zoom and pan) while the page passes callbacks it
 * creates anew on each render.
 */
export function useLatestFunction<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  // Before the chart's own effects, which may call it while drawing.
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/**
 * The one echarts host of the app: the chart fills the width it is given (a phone's 375 px too) and
 * follows that width as it changes. To screen readers it is one image described by `ariaLabel`, as
 * its drawing says nothing to them.
 *
 * A new `option` replaces the previous one whole (notMerge), so callers memoize it on what it shows:
 * a new one redraws the chart and resets the user's zoom and pan.
 */
export function EChart({
  option,
  height = DEFAULT_CHART_HEIGHT,
  ariaLabel,
  testId,
  onEvents,
}: {
  option: ChartOption;
  height?: number;
  ariaLabel: string;
  testId: string;
  onEvents?: ChartEvents;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(null);

  // One instance per mounted element; the effects below run after this one on the same commit.
  useEffect(() => {
    const host = element.current;
    if (!host) return;
    // The element's size in pixels once it is laid out. 'auto' only for an element not laid out
    // yet (a hidden tab's, or any under happy-dom), so that echarts does not warn of it; the SVG
    // renderer writes it into the svg's attributes, which the browser reports as an error, so the
    // observer gives the size in pixels as soon as there is one.
    const size = () => ({
      width: host.clientWidth > 0 ? host.clientWidth : ('auto' as const),
      height: host.clientHeight > 0 ? host.clientHeight : ('auto' as const),
    });
    const instance = init(host, null, { renderer: 'svg', ...size() });
    chart.current = instance;
    const resizes = new ResizeObserver(() => {
      // The first report comes at once with the size the chart has: resizing then would cut its opening animation.
      if (host.clientWidth !== instance.getWidth() || host.clientHeight !== instance.getHeight())
        instance.resize(size());
    });
    resizes.observe(host);
    return () => {
      resizes.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onEvents) return;
    const names = Object.keys(onEvents) as ChartEventName[];
    for (const name of names) {
      const handler = onEvents[name];
      if (handler) instance.on(name, handler);
    }
    return () => {
      // On unmount the instance is disposed first, its handlers with it.
      if (instance.isDisposed()) return;
      for (const name of names) instance.off(name, onEvents[name]);
    };
  }, [onEvents]);

  return <div ref={element} role="img" aria-label={ariaLabel} data-testid={testId} style={{ width: '100%', height }} />;
}
