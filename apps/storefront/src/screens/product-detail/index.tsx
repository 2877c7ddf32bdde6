import { css } from '@emotion/react';
import { categoryLink, productIdParam, productPath } from '@storefront/domain';
import type { ProductDetail } from '@storefront/sdk';
import { SdkError } from '@storefront/sdk';
import { useLocale, useT } from '@storefront/i18n';
import { Container, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { pageDataKeys, useStores } from '../../stores';
import NotFoundScreen from '../not-found';
import { countText } from '../shared/count-text';
import { RatingStars } from '../shared/rating-stars';
import { ReviewForm } from '../shared/review-form';
import { SafeHtml } from '../shared/safe-html';
import { ScreenError } from '../shared/screen-error';
import { focusRing, linkStyles, proseStyles, screenStyles, sectionTitleStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { DetailSkeleton } from './detail-skeleton';
import { Gallery } from './gallery';
import { PurchasePanel } from './purchase-panel';
import { Reviews } from './reviews';
import { AppLink } from '../../components/links/app-link';

function Breadcrumb({ product }: { product: ProductDetail }) {
  const t = useTokens();
  const tr = useT();
  const category = product.categories[product.categories.length - 1];
  return (
    <nav aria-label={tr('browse.product.path')} css={{ marginBottom: t.space.md, fontSize: t.fontSizes.sm }}>
      <ol css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.xs, margin: 0, padding: 0, listStyle: 'none' }}>
        <li>
          <AppLink to="/" css={linkStyles(t)}>
            {tr('shell.header.home')}
          </AppLink>{' '}
          /
        </li>
        {category && (
          <li>
            <AppLink to={categoryLink(category)} css={linkStyles(t)}>
              {category.name}
            </AppLink>{' '}
            /
          </li>
        )}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  return (
    <article aria-labelledby="product-title">
      <Breadcrumb product={product} />
      <div
        css={css`
          display: grid;
          gap: ${t.space.xl};
          ${mq.md} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
            align-items: start;
          }
        `}
      >
        <Gallery key={product.id} product={product} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space.md }}>
          <h1 id="product-title" css={[titleStyles(t), { marginBottom: 0 }]}>
            {product.name}
          </h1>
          {product.brand && <p css={{ margin: 0, color: t.colors.muted }}>{tr('browse.product.by', { brand: product.brand.name })}</p>}
          {product.reviews_count > 0 && (
            <a
              href="#reviews"
              css={[{ display: 'inline-flex', alignItems: 'center', gap: t.space.sm, color: 'inherit' }, focusRing(t)]}
            >
              <RatingStars rating={product.average_rating} />
              <span>{tr('browse.reviews.count', { count: product.reviews_count, n: countText(product.reviews_count, locale) })}</span>
            </a>
          )}
          <PurchasePanel key={product.id} product={product} />
        </div>
      </div>
      {product.description && (
        <section aria-labelledby="description-title" css={{ marginTop: t.space.xl }}>
          <h2 id="description-title" css={sectionTitleStyles(t)}>
            {tr('browse.product.description')}
          </h2>
          <SafeHtml html={product.description} headingOffset={2} css={proseStyles(t)} />
        </section>
      )}
      <Reviews product={product} />
      <ReviewForm productId={product.id} />
    </article>
  );
}

/** /products/:slug/:id: gallery (with the video entry), variants, price, add to cart and wishlist, reviews. */
const ProductDetailScreen = observer(function ProductDetailScreen() {
  const t = useTokens();
  const root = useStores();
  const { productDetail } = root;
  const { slug, id: rawId } = useParams<{ slug: string; id: string }>();
  const { search, hash } = useLocation();
  const id = productIdParam(rawId);

  useEffect(() => {
    if (id !== null) root.loadOnMount(pageDataKeys.product(id), () => productDetail.load(id));
  }, [root, productDetail, id]);

  const shown = productDetail.product.value;
  const product = shown?.id === id ? shown : null;
  usePageTitle(product?.name ?? null);

  if (id === null) return <NotFoundScreen />;
  const error = product ? null : productDetail.product.error;
  if (error instanceof SdkError && error.status === 404) return <NotFoundScreen />;
  if (product) {
    // Old or hand-typed slugs land on the product's own address.
    const canonical = productPath(product);
    if (slug !== decodeURIComponent(canonical.split('/')[2] ?? '')) {
      return <Navigate to={`${canonical}${search}${hash}`} replace />;
    }
  }

  return (
    <Container css={screenStyles(t)}>
      {product ? (
        <ProductView product={product} />
      ) : error && !productDetail.product.loading ? (
        <ScreenError message={error.message} onRetry={() => void productDetail.load(id)} />
      ) : (
        <DetailSkeleton />
      )}
    </Container>
  );
});

export default ProductDetailScreen;
