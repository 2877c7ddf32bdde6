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
  /**
   * What the place shows until then (a section's heading and its "View all" link): on a server-rendered
   * page it is what the HTML has, so a reader without scripts gets the section's way in, not a blank.
   */
  placeholder?: ReactNode;
}

/** About one phone screen ahead: the content is drawn before a scrolling shopper reaches it. */
export const RENDER_AHEAD_PX = 800;

/**
 * Renders its children only when their place nears the viewport (a long page's lower sections: fewer DOM
 * nodes, images and scripts at first load). Until then a still, empty block of about the same height holds
 * the place (or `placeholder`). Without IntersectionObserver the children render at once, except on a
 * server-rendered page.
 */
export function RenderWhenNear({ children, placeholderHeight, marginPx = RENDER_AHEAD_PX, placeholder }: RenderWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The server draws the placeholder (hydrating every lower section at once cost a phone's first screen
  // over a second of blocked main thread on home); the browser draws the section as it nears.
  const serverRendered = useServerRendered();
  const near = useNearViewport(ref, marginPx, !serverRendered);
  if (near) return <>{children}</>;
  return (
    <div ref={ref} aria-hidden={placeholder ? undefined : true} data-testid="render-when-near" style={{ minHeight: placeholderHeight }}>
      {placeholder}
    </div>
  );
}
