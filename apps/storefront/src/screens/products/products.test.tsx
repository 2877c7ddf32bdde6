import { fireEvent, waitFor, within } from '@testing-library/react';
import { defineProduct, fixtures } from '@storefront/sdk/testing';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import ProductsScreen from '.';

const { fake } = installFakeApi();

function renderList(url: string) {
  return renderScreen(fake, <ProductsScreen />, { url, path: '/products', prepare: (root) => root.settings.load() });
}

const cardNames = (container: HTMLElement) => Array.from(container.querySelectorAll('article h3'), (h) => h.textContent);

/** Enough extra men's T-shirts for a second page (the API pages by 20). */
function stockManyTees(count: number) {
  for (let i = 0; i < count; i += 1) {
    const detail = defineProduct({
      id: 900 + i,
      name: `Basic Tee ${i + 1}`,
      price: 299,
      stock: 10,
      categories: [fixtures.categoryById(1), fixtures.categoryById(11), fixtures.categoryById(111)],
      description: '<p>Plain tee.</p>',
    });
    fake.state.products.push({ detail, sales: { allTime: 0, weekly: 0 }, reviewerIds: [] });
  }
}

describe('product list', () => {
  it('reads the category ids from category_ids[<id>]=<name> in the URL', async () => {
    const { container, root } = await renderList('/products?category_ids[12]=women');
    await waitFor(() => expect(cardNames(container)).toEqual(expect.arrayContaining(['Floral Midi Dress', 'Cotton Peplum Top'])));
    expect(cardNames(container)).not.toContain('Classic Cotton Tee');
    expect(root.productList.query).toEqual({ 'category_ids[]': [12] });
    expect(container.querySelector('h1')).toHaveTextContent('Women');
    expect(document.title).toBe('Women | Demo Storefront');
  });

  it('starts the Category (80) and Brand (26) filters unchecked, ticking only what the URL chose', async () => {
    const { container } = await renderList('/products?category_ids[11]=men');
    await waitFor(() => expect(container.querySelector('[data-filter-id="26"] input')).not.toBeNull());
    const categoryFilter = container.querySelector('[data-filter-id="80"]') as HTMLElement;
    const brandFilter = container.querySelector('[data-filter-id="26"]') as HTMLElement;
    expect(within(categoryFilter).getByLabelText('Men')).toBeChecked();
    expect(categoryFilter.querySelectorAll('input:checked')).toHaveLength(1);
    // Only the brands with products in the chosen category, each with its count.
    await waitFor(() => expect(brandFilter.querySelectorAll('input[type="checkbox"]')).toHaveLength(1));
    expect(within(brandFilter).getByLabelText('Acme Apparel')).toHaveAccessibleDescription('3 products');
    expect(brandFilter.querySelectorAll('input:checked')).toHaveLength(0);
  });

  it('says why a price range in the URL was left out, and checks the typed range before applying it', async () => {
    const { findByRole, getByLabelText, getByRole, router } = await renderList('/products?min_price=900&max_price=100');
    // jsdom applies no media query: the panel is folded as on a phone until "Filters" opens it.
    fireEvent.click(await findByRole('button', { name: 'Filters (1)' }));
    expect(await findByRole('alert')).toHaveTextContent('The minimum price must not be more than the maximum');
    fireEvent.change(getByLabelText('Min price (₹)'), { target: { value: '-5' } });
    fireEvent.click(getByRole('button', { name: 'Apply price' }));
    expect(await findByRole('alert')).toHaveTextContent('The price cannot be below ₹0');
    expect(router.location.search).toBe('?min_price=900&max_price=100');
    fireEvent.change(getByLabelText('Min price (₹)'), { target: { value: '50' } });
    fireEvent.click(getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(router.location.search).toBe('?min_price=50&max_price=100'));
  });

  it('writes a ticked filter to the URL in the same bracket format and reloads page 1', async () => {
    const { container, router, root } = await renderList('/products?query=kettle');
    await waitFor(() => expect(cardNames(container).length).toBeGreaterThan(0));
    await waitFor(() => expect(container.querySelector('[data-filter-id="26"] input')).not.toBeNull());
    fireEvent.click(within(container.querySelector('[data-filter-id="26"]') as HTMLElement).getByLabelText('Brewmaster'));
    await waitFor(() => expect(router.location.search).toBe('?query=kettle&brand_ids[2]=brewmaster'));
    await waitFor(() => expect(root.productList.query).toEqual({ query: 'kettle', 'brand_ids[]': [2] }));
    await waitFor(() => expect(cardNames(container)).toEqual(expect.arrayContaining(['Electric Kettle 1.5L', 'Stovetop Whistling Kettle'])));
  });

  it('appends the next page to the list', async () => {
    stockManyTees(25);
    const { container, getByText } = await renderList('/products?category_ids[11]=men');
    await waitFor(() => expect(cardNames(container)).toHaveLength(20));
    const firstPage = cardNames(container);
    expect(container).toHaveTextContent(/Showing 20 of 28 products/);
    fireEvent.click(getByText('Load more').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(cardNames(container)).toHaveLength(28));
    expect(cardNames(container).slice(0, 20)).toEqual(firstPage);
    expect(container).toHaveTextContent('28 products');
    expect(container.querySelector('button[aria-busy]')).toBeNull();
    expect(Array.from(container.querySelectorAll('button'), (b) => b.textContent)).not.toContain('Load more');
  });

  it('says so when nothing matches', async () => {
    const { findByText } = await renderList('/products?query=zzzz-no-such-thing');
    expect(await findByText('No products found')).toBeInTheDocument();
    expect(document.title).toBe('Search results for "zzzz-no-such-thing" | Demo Storefront');
  });
});
