import { createContext, useContext, type ReactNode } from 'react';
import type { RenderLink, ThemeLinkProps } from './link-props';

const plainAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkContext = createContext<RenderLink>(plainAnchor);

/** Makes `renderLink` the way every ThemeLink below renders (a plain `<a>` when absent). */
export function LinkProvider({ renderLink, children }: { renderLink?: RenderLink; children: ReactNode }) {
  return <LinkContext.Provider value={renderLink ?? plainAnchor}>{children}</LinkContext.Provider>;
}

/** A link rendered by the app's injected `renderLink`. */
export function ThemeLink(props: ThemeLinkProps) {
  const renderLink = useContext(LinkContext);
  return <>{renderLink(props)}</>;
}
