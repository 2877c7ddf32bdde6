import { categoryLink } from '@storefront/domain';
import { Container, visuallyHiddenStyles } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores';
import { usePageTitle } from '../shared/use-page-title';
import { BannerCarousel } from './banner-carousel';
import { BrandsSection } from './brands-section';
import { ProductSection } from './product-section';

/** Home: banners, collections, trending, weekly trending, best sellers, category products and brands. */
const HomeScreen = observer(function HomeScreen() {
  const root = useStores();
  const { home: homeStore, settings } = root;
  const { sections: home, loading: homeLoading } = homeStore;
  usePageTitle('Home');

  useEffect(() => {
    // Start-up loads the home sections; load them here only when start-up has not (a direct render).
    if (!root.startupDone && !homeStore.loadingAny && homeStore.empty) void homeStore.load();
  }, [root, homeStore]);

  return (
    <Container>
      <h1 css={visuallyHiddenStyles}>{settings.storeName || 'Home'}</h1>
      <BannerCarousel banners={home.banners} loading={homeLoading.banners} />
      {home.collections.map((collection) => (
        <ProductSection
          key={collection.id}
          title={collection.name}
          description={collection.description}
          products={collection.products}
          loading={false}
        />
      ))}
      {home.collections.length === 0 && homeLoading.collections && (
        <ProductSection title="Collections" products={[]} loading />
      )}
      <ProductSection
        title="Latest products"
        products={home.allCollection}
        loading={homeLoading.allCollection}
        viewAllHref="/products"
      />
      <ProductSection title="Trending products" products={home.trendingProducts} loading={homeLoading.trendingProducts} />
      <ProductSection
        title="Trending this week"
        products={home.weeklyTrendingList}
        loading={homeLoading.weeklyTrendingList}
      />
      <ProductSection title="Best sellers" products={home.bestSellingList} loading={homeLoading.bestSellingList} />
      {home.categoryProducts.map(({ category, products }) => (
        <ProductSection
          key={category.id}
          title={category.name}
          products={products}
          loading={false}
          viewAllHref={categoryLink(category)}
        />
      ))}
      {home.categoryProducts.length === 0 && homeLoading.categoryProducts && (
        <ProductSection title="Shop by category" products={[]} loading />
      )}
      <BrandsSection brands={home.brands} loading={homeLoading.brands} />
    </Container>
  );
});

export default HomeScreen;
