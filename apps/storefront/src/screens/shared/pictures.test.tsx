import { waitFor, within } from '@testing-library/react';
import type { Picture } from '@storefront/sdk';
import { installFakeApi } from '../../test-utils/fake-api';
import HomeScreen from '../home';
import { bannerSizes } from '../home/banner-carousel';
import { PRODUCT_RAIL_IMAGE_SIZES } from '../home/product-rail';
import ProductDetailScreen from '../product-detail';
import { GALLERY_MAIN_IMAGE_SIZES, GALLERY_THUMB_SIZES } from '../product-detail/gallery';
import ProductsScreen from '../products';
import { PRODUCT_GRID_IMAGE_SIZES } from './product-grid';
import { renderScreen } from './testing/render-screen';

const { fake } = installFakeApi();

/** A pipeline photo, its id made of `seed` (hex digits). */
const picture = (seed: string, widths = [160, 320, 480, 640, 960, 1280]): Picture => ({
  src: `/media/${seed.repeat(16).slice(0, 16)}`,
  width: 1280,
  height: 1280,
  widths,
  placeholder: `data:image/webp;base64,${seed}AAAA`,
});
const srcSetOf = (p: Picture) => p.widths.map((w) => `${p.src}/${w} ${w}w`).join(', ');

/** Every product of the fake has pipeline pictures: its image and each gallery entry. */
function givePictures() {
  fake.state.products.forEach((record, index) => {
    const seed = (index % 16).toString(16);
    record.detail = {
      ...record.detail,
      image: { ...record.detail.image, picture: picture(seed) },
      gallery: record.detail.gallery.map((entry, i) => ({ ...entry, picture: picture(((index + i + 1) % 16).toString(16)) })),
    };
  });
}

const imgs = (container: HTMLElement) => Array.from(container.querySelectorAll('img'));

describe('pictures from the image pipeline', () => {
  it('product list cards: srcset from the picture, the grid\'s sizes, the first two pictures in priority', async () => {
    givePictures();
    const { container, findAllByRole } = await renderScreen(fake, <ProductsScreen />, {
      url: '/products',
      path: '/products',
      prepare: (root) => root.settings.load(),
    });
    await findAllByRole('article');
    const cards = Array.from(container.querySelectorAll('article img'));
    expect(cards.length).toBeGreaterThan(2);
    const first = cards[0];
    expect(first.getAttribute('srcset')).toMatch(/^\/media\/[0-9a-f]{16}\/160 160w, /);
    expect(first).toHaveAttribute('sizes', PRODUCT_GRID_IMAGE_SIZES);
    expect(first.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{16}\/\d+$/);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // The rest of the first row: eager, not high priority (two per row on a phone are the LCP candidates).
    expect(cards[2]).toHaveAttribute('sizes', PRODUCT_GRID_IMAGE_SIZES);
    expect(cards[2]).toHaveAttribute('loading', 'eager');
    expect(cards[2]).not.toHaveAttribute('fetchpriority');
  });

  it('product gallery: the main picture is the only high-priority one; the strip has its small sizes', async () => {
    givePictures();
    const { container, findByRole } = await renderScreen(fake, <ProductDetailScreen />, {
      url: '/products/wireless-noise-cancelling-headphones/109',
      path: '/products/:slug/:id',
      prepare: (root) => root.settings.load(),
    });
    const main = await findByRole('img', { name: 'Wireless Noise Cancelling Headphones' });
    const record = fake.state.products.find((p) => p.detail.id === 109);
    const mainPicture = record?.detail.gallery[0].picture as Picture;
    expect(main).toHaveAttribute('srcset', srcSetOf(mainPicture));
    expect(main).toHaveAttribute('sizes', GALLERY_MAIN_IMAGE_SIZES);
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const strip = within(container.querySelector('ul[aria-label="Product media"]') as HTMLElement);
    const thumbs = strip.getAllByRole('button').map((button) => button.querySelector('img') as HTMLImageElement);
    expect(thumbs[0]).toHaveAttribute('srcset', srcSetOf(mainPicture));
    thumbs.forEach((thumb) => {
      expect(thumb).toHaveAttribute('sizes', GALLERY_THUMB_SIZES);
      expect(thumb).not.toHaveAttribute('fetchpriority');
    });
    expect(imgs(container).filter((img) => img.getAttribute('fetchpriority') === 'high')).toEqual([main]);
  });

  it('home: the first banner is the priority picture, its phone picture a <source>; rails have their sizes', async () => {
    givePictures();
    fake.state.banners = fake.state.banners.map((banner, index) => ({
      ...banner,
      picture: picture(String(index + 1)),
      mobile_picture: index === 0 ? picture('a', [160, 320, 480, 640]) : null,
    }));
    const { container } = await renderScreen(fake, <HomeScreen />, {
      url: '/',
      path: '/',
      prepare: (root) => Promise.all([root.settings.load(), root.home.load()]),
    });
    await waitFor(() => expect(container.querySelector('picture')).not.toBeNull());
    const sizes = bannerSizes(fake.state.banners.length);
    const firstBanner = container.querySelector('picture > img') as HTMLImageElement;
    expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
    expect(firstBanner).toHaveAttribute('srcset', srcSetOf(picture('1')));
    expect(firstBanner).toHaveAttribute('sizes', sizes);
    const phone = container.querySelector('picture > source') as HTMLSourceElement;
    expect(phone).toHaveAttribute('media', '(max-width: 463.98px)');
    expect(phone).toHaveAttribute('srcset', srcSetOf(picture('a', [160, 320, 480, 640])));
    expect(phone).toHaveAttribute('sizes', sizes);
    expect(imgs(container).filter((img) => img.getAttribute('fetchpriority') === 'high')).toEqual([firstBanner]);
    const railPictures = Array.from(container.querySelectorAll('section article img'));
    expect(railPictures.length).toBeGreaterThan(0);
    railPictures.forEach((img) => expect(img).toHaveAttribute('sizes', PRODUCT_RAIL_IMAGE_SIZES));
  });

  it('home: banners without pipeline pictures keep their plain URLs, as before', async () => {
    const { container } = await renderScreen(fake, <HomeScreen />, {
      url: '/',
      path: '/',
      prepare: (root) => Promise.all([root.settings.load(), root.home.load()]),
    });
    await waitFor(() => expect(container.querySelector('img[fetchpriority="high"]')).not.toBeNull());
    const first = container.querySelector('img[fetchpriority="high"]');
    expect(first).toHaveAttribute('src', 'https://cdn.storefront.test/banners/summer.jpg');
    expect(first).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture')).toBeNull();
  });
});

describe('bannerSizes', () => {
  it('follows the carousel: 1 per view on phones, 2 to 1024 px, 4 above, across the Container', () => {
    expect(bannerSizes(5)).toBe(
      '(max-width: 463.98px) calc(100vw - 32px), (max-width: 575.98px) calc((100vw - 48px) / 2), ' +
        '(max-width: 767.98px) 246px, (max-width: 991.98px) 336px, (max-width: 1023.98px) 456px, ' +
        '(max-width: 1199.98px) 220px, (max-width: 1399.98px) 265px, (max-width: 2999.98px) 310px, 245px',
    );
  });

  it('widens the slides when there are fewer banners than places, up to the 600 px box', () => {
    expect(bannerSizes(1)).toBe(
      '(max-width: 575.98px) calc(100vw - 32px), (max-width: 767.98px) 508px, 600px',
    );
  });
});
