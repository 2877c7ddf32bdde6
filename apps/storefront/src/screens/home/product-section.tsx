import type { HomeRail } from './home-rails';
import { HomeSection } from './home-section';
import { ProductRail, ProductRailSkeleton } from './product-rail';

export interface ProductSectionProps {
  rail: HomeRail;
  /** The section is drawn with the page, near the top: its first pictures load at once. */
  eager?: boolean;
}

/** A home product section: skeleton cards while loading, nothing when it has no products. */
export function ProductSection({ rail, eager = false }: ProductSectionProps) {
  const { title, products, loading, description, viewAllHref } = rail;
  if (products.length === 0 && !loading) return null;
  return (
    <HomeSection title={title} description={description} viewAllHref={viewAllHref} busy={loading && products.length === 0}>
      {products.length === 0 ? <ProductRailSkeleton /> : <ProductRail label={title} products={products} eager={eager} />}
    </HomeSection>
  );
}
