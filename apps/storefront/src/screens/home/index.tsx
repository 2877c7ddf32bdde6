import { useT } from '@storefront/i18n';
import { Container, RenderWhenNear, visuallyHiddenStyles } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores';
import { usePageTitle } from '../shared/use-page-title';
import { BannerCarousel } from './banner-carousel';
import { BrandsSection } from './brands-section';
import { homeRails } from './home-rails';
import { HomeSection } from './home-section';
import { ProductSection } from './product-section';

/** Rails drawn with the page; the ones below them wait until they near the viewport. */
const RAILS_DRAWN_AT_ONCE = 1;
/** About one rail's height (heading, one row of cards, margins): the page keeps its length meanwhile. */
const RAIL_PLACEHOLDER_HEIGHT = '460px';

/** Home: banners, then one rail per product section (collections, latest, trending, best sellers, categories), brands. */
const HomeScreen = observer(function HomeScreen() {
  const { home: homeStore, settings } = useStores();
  const t = useT();
  usePageTitle(t('shell.header.home'));

  useEffect(() => {
    // Only the home route loads the home sections (not start-up: other pages never show them). Kept when
    // the shopper comes back; loaded again only when nothing came the first time.
    void homeStore.loadIfEmpty();
  }, [homeStore]);

  const { sections, loading } = homeStore;
  const rails = homeRails(sections, loading, t);
  return (
    <Container>
      <h1 css={visuallyHiddenStyles}>{settings.storeName || t('shell.header.home')}</h1>
      <BannerCarousel banners={sections.banners} loading={loading.banners} />
      {rails.map((rail, index) =>
        index < RAILS_DRAWN_AT_ONCE ? (
          <ProductSection key={rail.key} rail={rail} eager />
        ) : (
          <RenderWhenNear
            key={rail.key}
            placeholderHeight={RAIL_PLACEHOLDER_HEIGHT}
            placeholder={rail.products.length > 0 && <HomeSection title={rail.title} description={rail.description} viewAllHref={rail.viewAllHref} />}
          >
            <ProductSection rail={rail} />
          </RenderWhenNear>
        ),
      )}
      <RenderWhenNear placeholderHeight={RAIL_PLACEHOLDER_HEIGHT}>
        <BrandsSection brands={sections.brands} loading={loading.brands} />
      </RenderWhenNear>
    </Container>
  );
});

export default HomeScreen;
