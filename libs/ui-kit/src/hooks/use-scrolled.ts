import { useEffect, useState } from 'react';
import { SCROLLED_THRESHOLD_PX } from '../defaults';

/** True once the window is scrolled more than `threshold` px down. */
export function useScrolled(threshold: number = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
