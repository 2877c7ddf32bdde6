import { css } from '@emotion/react';
import { brandListPath } from '@storefront/domain';
import type { Brand } from '@storefront/sdk';
import { useT } from '@storefront/i18n';
import { Image, Skeleton, mq, useTokens } from '@storefront/ui-kit';
import { focusRing } from '../shared/styles';
import { HomeSection } from './home-section';
import { AppLink } from '../../components/links/app-link';

const BRAND_SKELETONS = 6;

/** Featured brands, each leading to its products. */
export function BrandsSection({ brands, loading }: { brands: readonly Brand[]; loading: boolean }) {
  const t = useTokens();
  const tr = useT();
  if (brands.length === 0 && !loading) return null;
  const grid = css`
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
    ${mq.md} {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  `;
  return (
    <HomeSection title={tr('browse.home.byBrand')} busy={brands.length === 0}>
      {brands.length === 0 ? (
        <div aria-hidden="true" css={grid}>
          {Array.from({ length: BRAND_SKELETONS }, (_, i) => (
            <Skeleton key={i} variant="box" height="96px" />
          ))}
        </div>
      ) : (
        <ul css={grid}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <AppLink
                to={brandListPath(brand)}
                css={[
                  css`
                    display: flex;
                    flex-direction: column;
                    align-items: center;
                    gap: ${t.space.xs};
                    padding: ${t.space.sm};
                    border: 1px solid ${t.colors.border};
                    border-radius: ${t.radii.md};
                    color: inherit;
                    text-decoration: none;
                    text-align: center;
                    &:hover {
                      border-color: ${t.colors.hover};
                      color: ${t.colors.hover};
                    }
                  `,
                  focusRing(t),
                ]}
              >
                {brand.logo && <Image src={brand.logo} alt="" width={120} height={60} fit="contain" />}
                <span>{brand.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
