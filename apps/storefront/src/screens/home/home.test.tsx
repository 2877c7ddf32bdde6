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
    const tee = root.home.sections.allCollection.find((p) => p.has_variants && p.in_stock);
    if (!tee) throw new Error('the fake catalogue has an in-stock product with variants');
    const cardOfTee = card(section(container, 'Latest products'), tee.name);
    expect(within(cardOfTee).queryByText('Add to cart')).toBeNull();
    expect(within(cardOfTee).getByText('Choose options').closest('a')).toHaveAttribute('href', `/products/${tee.slug}/${tee.id}`);
  });
});
