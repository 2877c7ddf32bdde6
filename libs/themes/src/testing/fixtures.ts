import type { MenuCategory } from '../models/category';
import type { FooterModel } from '../models/footer-model';
import type { HeaderActions, HeaderModel } from '../models/header-model';

const leaf = (id: number, name: string, show_on_header = true, slug: string | null = null): MenuCategory => ({
  id,
  name,
  slug,
  image: null,
  show_on_header,
  childrens: [],
});

/** Mobiles: flagged sub-categories Phones (with flagged Android and unflagged Feature Phones) and unflagged Refurbished. */
export const mobiles: MenuCategory = {
  id: 1,
  name: 'Mobiles',
  slug: null,
  image: '/media/mobiles.png',
  show_on_header: true,
  childrens: [
    {
      ...leaf(11, 'Phones'),
      childrens: [leaf(111, 'Android'), leaf(112, 'Feature Phones', false)],
    },
    leaf(12, 'Accessories & Cases'),
    leaf(13, 'Refurbished', false),
  ],
};

/** A store tree: seven top-level categories flagged for the header, one that is not, in mixed order. */
export const demoCategories: MenuCategory[] = [
  mobiles,
  leaf(2, 'Laptops'),
  leaf(3, 'Hidden Deals', false),
  { ...leaf(4, 'Audio'), childrens: [leaf(41, 'Headphones'), leaf(42, 'Speakers')] },
  leaf(5, 'Cameras', true, 'cameras-guide'),
  leaf(6, 'Wearables'),
  leaf(7, 'Gaming'),
  leaf(8, 'Smart Home'),
];

/** Names of the flagged top-level categories, in order. */
export const flaggedNames = ['Mobiles', 'Laptops', 'Audio', 'Cameras', 'Wearables', 'Gaming', 'Smart Home'];

export const demoHeaderModel: HeaderModel = {
  storeName: 'Demo Store',
  logoUrl: null,
  categories: demoCategories,
  headerPages: [{ id: 31, title: 'Our Story', slug: 'our-story' }],
  freeShippingText: 'Free Standard Shipping on Orders ₹499+ Orders',
  wishlistCount: 3,
  cartCount: 2,
  signedIn: false,
};

export function headerActions(): HeaderActions {
  return {
    onSearchOpen: jest.fn(),
    onAccount: jest.fn(),
    onCart: jest.fn(),
    onWishlist: jest.fn(),
    onMenuToggle: jest.fn(),
  };
}

/** Every social profile configured. */
export const allSocial = {
  linkedin_url: 'https://linkedin.example/demo',
  instagram_url: 'https://instagram.example/demo',
  twitter_url: 'https://twitter.example/demo',
  facebook_url: 'https://facebook.example/demo',
  youtube_url: 'https://youtube.example/demo',
};

export function demoFooterModel(overrides: Partial<FooterModel> = {}): FooterModel {
  return {
    storeName: 'Demo Store',
    logoUrl: null,
    host: 'shop.example.in',
    address: '12 MG Road\nBengaluru 560001',
    infoPages: [
      { id: 1, title: 'About Us', slug: 'about-us' },
      { id: 2, title: 'Shipping Policy', slug: 'shipping-policy' },
    ],
    topCategories: [leaf(2, 'Laptops'), leaf(5, 'Cameras', true, 'cameras-guide')],
    supportEmail: 'help@demo.example',
    carePhone: '98765 43210',
    social: allSocial,
    hidePoweredBy: false,
    loading: false,
    year: 2025,
    onSubscribe: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}
