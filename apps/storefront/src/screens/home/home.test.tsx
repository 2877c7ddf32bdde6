import { fireEvent, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import HomeScreen from '.';

const { fake } = installFakeApi();

/** Home after start-up has loaded the settings and every section. */
function renderLoadedHome() {
  return renderScreen(fake, <HomeScreen />, {
    url: '/',
    path: '/',
    prepare: (root) => Promise.all([root.settings.load(), root.home.load()]),
  });
}

/** The <section> whose h2 says `title`. */
function section(container: HTMLElement, title: string): HTMLElement {
  const heading = Array.from(container.querySelectorAll('h2')).find((h) => h.textContent === title);
  const found = heading?.closest('section');
  if (!found) throw new Error(`no section titled ${title}`);
  return found;
}

/** The card (article) of a product inside a section. */
function card(scope: HTMLElement, name: string): HTMLElement {
  const found = within(scope).getByText(name, { selector: 'a' }).closest('article');
  if (!found) throw new Error(`no card for ${name}`);
  return found;
}

describe('home screen', () => {
  it('renders every section from the catalogue, in order', async () => {
    const { root, container } = await renderLoadedHome();
    const categorySections = root.home.sections.categoryProducts.map((c) => c.category.name);
    expect(categorySections.length).toBeGreaterThan(0);
    expect(Array.from(container.querySelectorAll('h2'), (h) => h.textContent)).toEqual([
      'New Arrivals',
      'Under ₹999',
      'Latest products',
      'Trending products',
      'Trending this week',
      'Best sellers',
      ...categorySections,
      'Shop by brand',
    ]);
    expect(container.querySelector('h1')).toHaveTextContent('Demo Storefront');
  });

  it('shows product cards with link, formatted price and struck compare price', async () => {
    const { container } = await renderLoadedHome();
    const dress = card(section(container, 'New Arrivals'), 'Floral Midi Dress');
    expect(within(dress).getByText('Floral Midi Dress', { selector: 'a' })).toHaveAttribute('href', '/products/floral-midi-dress/104');
    expect(dress).toHaveTextContent('₹1,899.00');
    expect(dress.querySelector('s')).toHaveTextContent('₹2,499.00');
    expect(within(dress).getByRole('button', { name: 'Add Floral Midi Dress to wishlist' })).toBeInTheDocument();
  });

  it('shows the banners in the carousel and the brands as list links', async () => {
    const { container } = await renderLoadedHome();
    const carousel = container.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    expect(carousel).toHaveAttribute('aria-label', 'Offers');
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(carousel).getByText('Summer Sale').closest('a')).toHaveAttribute('href', '/products?category_ids[1]=clothing');
    expect(within(section(container, 'Shop by brand')).getByText('Brewmaster').closest('a')).toHaveAttribute(
      'href',
      '/products?brand_ids[2]=brewmaster',
    );
  });

  it("asks for the first banner's picture first and the later banners' after the rest of the first screen", async () => {
    const { container } = await renderLoadedHome();
    const carousel = container.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    const pictures = [...carousel.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low']);
    expect(pictures.every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
  });

  it('shows each section as one named rail of at most 8 products, with View all to the list it stands for', async () => {
    const { container, root } = await renderLoadedHome();
    const latest = section(container, 'Latest products');
    expect(root.home.sections.allCollection.length).toBeGreaterThan(8);
    expect(within(latest).getByRole('list', { name: 'Latest products' }).querySelectorAll(':scope > li')).toHaveLength(8);
    expect(within(latest).getByRole('link', { name: 'View all Latest products' })).toHaveAttribute('href', '/products?sort=newest');
    expect(within(section(container, 'Best sellers')).getByRole('link', { name: 'View all Best sellers' })).toHaveAttribute(
      'href',
      '/products?sort=popular',
    );
    const [first] = root.home.sections.categoryProducts;
    expect(within(section(container, first.category.name)).getByRole('link', { name: `View all ${first.category.name}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(products\?category_ids|get-to-know-us\/)/),
    );
  });

  it('loads the home sections itself (start-up does not)', async () => {
    const { root, findByRole } = await renderScreen(fake, <HomeScreen />, { url: '/', path: '/' });
    expect(root.home.loadingAny).toBe(true);
    expect(await findByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
    await waitFor(() => expect(root.home.loadingAny).toBe(false));
    expect(root.home.sections.banners.length).toBeGreaterThan(0);
  });

  it('shows skeletons while the sections load', async () => {
    const { root, queryAllByTestId, getAllByTestId } = await renderScreen(fake, <HomeScreen />, { url: '/', path: '/' });
    expect(getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(root.home.loadingAny).toBe(false));
    expect(queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('adds a product to the cart from a card', async () => {
    const { container, notifier, root } = await renderLoadedHome();
    const dress = card(section(container, 'New Arrivals'), 'Floral Midi Dress');
    fireEvent.click(within(dress).getByText('Add to cart').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(notifier.successes).toContain('Item added to cart!!'));
    await waitFor(() => expect(root.cart.totalQuantity).toBe(1));
  });

  it('sends the shopper to the product page to choose a size or colour for a product sold by variant', async () => {
    const { container, root } = await renderLoadedHome();
    const latest = section(container, 'Latest products');
    const tee = root.home.sections.allCollection.find(
      (p) => p.has_variants && p.in_stock && within(latest).queryByText(p.name, { selector: 'a' }),
    );
    if (!tee) throw new Error('the fake catalogue shows an in-stock product with variants in Latest products');
    const cardOfTee = card(latest, tee.name);
    expect(within(cardOfTee).queryByText('Add to cart')).toBeNull();
    expect(within(cardOfTee).getByText('Choose options').closest('a')).toHaveAttribute('href', `/products/${tee.slug}/${tee.id}`);
  });
});
