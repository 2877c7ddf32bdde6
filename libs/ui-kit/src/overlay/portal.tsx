import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders children at the end of `document.body` (or `container`), outside any clipping parent. */
export function Portal({ children, container }: { children: ReactNode; container?: Element | null }) {
  if (typeof document === 'undefined') return null;
  return createPortal(children, container ?? document.body);
}
