import { useT } from '@storefront/i18n';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { footerLinkStyles } from './footer-styles';

/** Where the powered-by credit links. */
export const POWERED_BY_URL = 'https://shoppeez.com';

/** The "Powered by Shoppeez" credit; nothing when the store hides it (hide_shoppeez_from_website). */
export function PoweredBy({ hidden }: { hidden?: boolean }) {
  const t = useStorefrontTokens();
  const tr = useT();
  if (hidden) return null;
  return (
    <p css={{ margin: 0 }}>
      <a href={POWERED_BY_URL} target="_blank" rel="noopener noreferrer" css={[footerLinkStyles(t), { textDecoration: 'underline' }]}>
        {tr('shell.footer.poweredBy')}
      </a>
    </p>
  );
}
