import { useEffect } from 'react';
import { useStores } from '../../stores';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="dialog"]') !== null;
}

/**
 * The search box arrives with its own chunk, a moment after Search is clicked. Letters typed in that moment
 * (a quick shopper types straight after the click) go into the search text, which the box shows once it is
 * there, instead of being lost. Once the box or any dialog has the focus, keys go where they are typed.
 */
export function useEarlySearchKeys(searchOpen: boolean): void {
  const { search } = useStores();
  useEffect(() => {
    if (!searchOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      search.setText(search.text + event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [searchOpen, search]);
}
