import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * How far below the viewport the content starts to load: a quarter of a screen, so it is usually
 * there when scrolled to, while a phone's first screen does not load what sits two screens down.
 */
const AHEAD_MARGIN = '0px 0px 25% 0px';

/**
 * Renders its children once their place comes near the viewport, and the
 * placeholder until then. For heavy content below the fold (the dashboard's chart and its chart
 * library): on a phone it is then neither fetched nor run while the page first loads (issue 15).
 */
export function WhenNearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
