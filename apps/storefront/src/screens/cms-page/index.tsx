import { SdkError } from '@storefront/sdk';
import { Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { pageDataKeys, useStores } from '../../stores';
import NotFoundScreen from '../not-found';
import { PageSkeleton } from '../shared/page-skeleton';
import { SafeHtml } from '../shared/safe-html';
import { ScreenError } from '../shared/screen-error';
import { proseStyles, screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { categoryListPathForSlug } from './category-slug';

/** /get-to-know-us/:slug (terms_and_policy included): a CMS page, its HTML sanitised. */
const CmsPageScreen = observer(function CmsPageScreen() {
  const t = useTokens();
  const { slug = '' } = useParams<{ slug: string }>();
  const root = useStores();
  const { content, categories } = root;
  const [requested, setRequested] = useState<string | null>(null);

  useEffect(() => {
    setRequested(slug);
    root.loadOnMount(pageDataKeys.cmsPage(slug), () => content.loadPage(slug));
  }, [root, content, slug]);

  const page = content.page(slug);
  const loading = !page && (requested !== slug || content.pageLoading);
  const error = !page && !loading ? content.pageError : null;
  const missing = error instanceof SdkError && error.status === 404;
  usePageTitle(page?.title ?? null);

  if (missing) {
    // The same URL shape serves categories that have a slug (docs/product.md §2).
    const categoryPath = categoryListPathForSlug(categories.tree.value, slug);
    if (categoryPath) return <Navigate to={categoryPath} replace />;
    if (!categories.tree.loading) return <NotFoundScreen />;
  }

  return (
    <Container css={screenStyles(t)}>
      {page ? (
        <article aria-labelledby="cms-page-title">
          <h1 id="cms-page-title" css={titleStyles(t)}>
            {page.title}
          </h1>
          <SafeHtml html={page.content} headingOffset={1} css={proseStyles(t)} />
        </article>
      ) : error && !missing ? (
        <ScreenError message={error.message} onRetry={() => void content.loadPage(slug)} />
      ) : (
        <PageSkeleton />
      )}
    </Container>
  );
});

export default CmsPageScreen;
