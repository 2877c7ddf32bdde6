import { createBrowserTokenStore, createStorefrontSdk, SdkError, type ProductSummary } from '@storefront/sdk';

// The page's origin serves the API under /api/v1 (the dev server proxies it).
const sdk = createStorefrontSdk({ baseUrl: '/api/v1', tokenStore: createBrowserTokenStore() });

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = element<HTMLParagraphElement>('status');
const productList = element<HTMLUListElement>('products');

function showProducts(title: string, products: ProductSummary[]) {
  status.textContent = `${title}: ${products.length} products`;
  productList.replaceChildren(
    ...products.map((product) => {
      const item = document.createElement('li');
      item.textContent = `${product.name} ₹${product.price_with_tax}${product.in_stock ? '' : ' (out of stock)'}`;
      return item;
    }),
  );
}

/** Runs one SDK call for the page; its error message (the server's, or the spec's fallback) is shown as is. */
async function load(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    status.textContent = error instanceof SdkError ? error.message : 'Something went wrong';
  }
}

void load(async () => {
  const { data: categories } = await sdk.catalog.allCategories();
  element('categories').replaceChildren(
    ...categories.map((category) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = category.name;
      button.addEventListener('click', () =>
        load(async () => {
          const { data } = await sdk.catalog.filter({ 'category_ids[]': [category.id] });
          showProducts(category.name, data);
        }),
      );
      return button;
    }),
  );
});

element<HTMLFormElement>('search').addEventListener('submit', (event) => {
  event.preventDefault();
  const query = String(new FormData(event.currentTarget as HTMLFormElement).get('query') ?? '').trim();
  if (query) void load(async () => showProducts(`"${query}"`, (await sdk.search.products(query)).data));
});
