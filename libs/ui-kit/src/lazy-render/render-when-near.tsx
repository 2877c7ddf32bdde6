import { useServerRendered } from '../render-mode/server-rendered';
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';

export interface RenderWhenNearProps {
  /** Rendered once the place comes within `marginPx` of the viewport. */
  children: ReactNode;
  /** Height the place keeps until then (a CSS length), close to the content's, so the page keeps its length. */
  placeholderHeight: string;
  /** How far below (or above) the viewport rendering starts, in px: far enough to be ready when seen. */
  marginPx?: number;
}

/** About one phone screen ahead: the content is drawn before a scrolling shopper reaches it. */
export const RENDER_AHEAD_PX = 800;

/**
 * Renders its children only when their place nears the viewport (a long page's lower sections: fewer DOM
 * nodes, images and scripts at first load). Until then a still, empty block of about the same height holds
 * the place. Without IntersectionObserver the children render at once.
 */
export function RenderWhenNear({ children, placeholderHeight, marginPx = RENDER_AHEAD_PX }: RenderWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, marginPx);
  // A page rendered on the server has everything in its HTML (readable without scripts): hydrate it as is.
  const serverRendered = useServerRendered();
  if (near || serverRendered) return <>{children}</>;
  return <div ref={ref} aria-hidden="true" data-testid="render-when-near" style={{ minHeight: placeholderHeight }} />;
}
