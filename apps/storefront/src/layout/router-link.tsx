import { Link } from 'react-router-dom';
import type { RenderLink } from '@storefront/themes';

/** Theme links as router links: in-app navigation without a page load; absolute URLs stay plain anchors. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) =>
  /^[a-z][a-z0-9+.-]*:/i.test(href) ? (
    <a href={href} {...rest}>
      {children}
    </a>
  ) : (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
