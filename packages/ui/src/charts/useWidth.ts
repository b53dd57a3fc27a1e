import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept current with a ResizeObserver, so the chart draws in real pixels (text and
 * strokes are never stretched). `fallback` until measured (and where ResizeObserver is missing).
 */
export function useWidth<T extends HTMLElement>(fallback = 320) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => el.clientWidth > 0 && setWidth(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
