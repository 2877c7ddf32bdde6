import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the page to the top on every path change (docs/product.md §2). */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
