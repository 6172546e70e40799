import {type RefObject, useEffect, useState} from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on), so that
 * heavy work below the fold (a diagram renderer, a large image) waits until the reader scrolls
 * towards it. Always false on the server and in the first render (hydration matches).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: margin},
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
