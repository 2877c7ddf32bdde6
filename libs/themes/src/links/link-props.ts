import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

/** What every link the themes render receives; `href` is an app path like "/products?query=x". */
export interface ThemeLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Renders a link. The app injects one that navigates without a page load (a react-router `Link` with
 * `to={href}`); it must pass the other props on to the anchor. Without one, a plain `<a>` is used.
 */
export type RenderLink = (props: ThemeLinkProps) => ReactNode;
