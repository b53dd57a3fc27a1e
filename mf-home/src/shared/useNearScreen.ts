import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the screen (then stays true). Widgets below the fold load their
 * code and data only when a person scrolls toward them, so the first view downloads what it shows.
 * Without IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearScreen<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
