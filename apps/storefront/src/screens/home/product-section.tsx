import type { ProductSummary } from '@storefront/sdk';
import { HomeSection } from './home-section';
import { ProductRail, ProductRailSkeleton } from './product-rail';

export interface ProductSectionProps {
  title: string;
  products: readonly ProductSummary[];
  loading: boolean;
  description?: string | null;
  viewAllHref?: string;
}

/** A home product section: skeleton cards while loading, nothing when it has no products. */
export function ProductSection({ title, products, loading, description, viewAllHref }: ProductSectionProps) {
  if (products.length === 0 && !loading) return null;
  return (
    <HomeSection title={title} description={description} viewAllHref={viewAllHref} busy={loading && products.length === 0}>
      {products.length === 0 ? <ProductRailSkeleton /> : <ProductRail products={products} />}
    </HomeSection>
  );
}
