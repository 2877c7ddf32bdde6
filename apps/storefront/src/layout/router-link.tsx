import type { RenderLink } from '@storefront/themes';
import { AppLink } from '../components/links/app-link';

/** Theme links as app links: in-app navigation without a page load; absolute URLs stay plain anchors. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) =>
  /^[a-z][a-z0-9+.-]*:/i.test(href) ? (
    <a href={href} {...rest}>
      {children}
    </a>
  ) : (
    <AppLink to={href} {...rest}>
      {children}
    </AppLink>
  );
