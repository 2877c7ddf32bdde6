import { useEffect, useState } from 'react';

/** How far down the page the window is scrolled, as a whole percentage from 0 to 100. */
export function scrollPercentage(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100)));
}

export function useScrollProgress(): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const update = () =>
      setPercent(
        scrollPercentage(window.scrollY, document.documentElement.scrollHeight, window.innerHeight),
      );
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return percent;
}
