import { fireEvent, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import ProductDetailScreen from '.';

const { fake } = installFakeApi();

function renderProduct(url: string) {
  return renderScreen(fake, <ProductDetailScreen />, {
    url,
    path: '/products/:slug/:id',
    prepare: (root) => root.settings.load(),
  });
}

/** Gives a fixture product a video link, with the gallery entry the API adds for it. */
function giveVideo(productId: number, url: string) {
  const record = fake.state.products.find((p) => p.detail.id === productId);
  if (!record) throw new Error(`no product ${productId}`);
  const thumbnail = record.detail.image.thumbnail;
  record.detail = {
    ...record.detail,
    video_url: url,
    gallery: [...record.detail.gallery, { id: null, url, thumbnail, picture: null, is_video: true }],
  };
}

const button = (scope: HTMLElement, text: string) => {
  const found = within(scope).getByText(text, { selector: 'button span' }).closest('button');
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

describe('product detail', () => {
  it('shows the video entry for a valid embed link and plays it in the video player', async () => {
    const { container, findByRole } = await renderProduct('/products/wireless-noise-cancelling-headphones/109');
    const play = await findByRole('button', { name: 'Play video' });
    expect(container.querySelectorAll('button[aria-label^="Show image"]')).toHaveLength(3);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    const iframe = container.querySelector('iframe');
    expect(iframe).not.toBeNull();
    expect(iframe?.getAttribute('src')).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(play).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves the video entry out when the link is not a valid embed link', async () => {
    giveVideo(110, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const { container, findByText } = await renderProduct('/products/portable-bluetooth-speaker/110');
    await findByText('Portable Bluetooth Speaker', { selector: 'h1' });
    expect(container.querySelector('button[aria-label="Play video"]')).toBeNull();
    expect(container.querySelector('button[aria-label="Show image 1 of 2"]')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('adds the chosen variant to the cart', async () => {
    const { container, findByText, notifier, root } = await renderProduct('/products/classic-cotton-tee/101');
    await findByText('Classic Cotton Tee', { selector: 'h1' });
    expect(document.title).toBe('Classic Cotton Tee | Demo Storefront');
    expect(within(container).getByLabelText('M')).toBeChecked();
    expect(within(container).getByLabelText('Black')).toBeChecked();
    fireEvent.click(within(container).getByLabelText('L'));
    fireEvent.click(within(container).getByLabelText('Increase quantity'));
    fireEvent.click(button(container, 'Add to cart'));
    await waitFor(() => expect(notifier.successes).toContain('Item added to cart!!'));
    await waitFor(() => expect(root.cart.items).toHaveLength(1));
    expect(root.cart.items[0]).toEqual(expect.objectContaining({ item_id: 1012, item_type: 'Variant', quantity: 2 }));
  });

  it('shows the variant price and disables add to cart when it is out of stock', async () => {
    const { container, findByText } = await renderProduct('/products/classic-cotton-tee/101');
    await findByText('Classic Cotton Tee', { selector: 'h1' });
    fireEvent.click(within(container).getByLabelText('XL'));
    expect(within(container).getByLabelText('White')).toBeChecked();
    expect(container).toHaveTextContent('₹549.00');
    expect(button(container, 'Out of stock')).toBeDisabled();
  });

  it('lets a back-order product be bought and blocks an out-of-stock one', async () => {
    const kettle = await renderProduct('/products/electric-kettle-1-5l/106');
    await kettle.findByText('Available on back order');
    expect(button(kettle.container, 'Add to cart')).toBeEnabled();
    kettle.unmount();
    const shirt = await renderProduct('/products/linen-summer-shirt/103');
    await shirt.findByText('Out of stock', { selector: 'p' });
    expect(button(shirt.container, 'Out of stock')).toBeDisabled();
  });

  it('lists the reviews with the average rating, and the sanitised description', async () => {
    const { container, findByText } = await renderProduct('/products/classic-cotton-tee/101');
    const reviews = (await findByText('Reviews', { selector: 'h2' })).closest('section') as HTMLElement;
    expect(within(reviews).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('2 reviews');
    expect(Array.from(reviews.querySelectorAll('h3'), (h) => h.textContent)).toEqual(expect.arrayContaining(['Great fit', 'Nice fabric']));
    expect(container).toHaveTextContent('Soft 100% cotton crew-neck tee.');
  });

  it('answers an unknown product with the not-found page', async () => {
    const { findByText } = await renderProduct('/products/nothing/99999');
    expect(await findByText('404 Page Not Found', { selector: 'h1' })).toBeInTheDocument();
  });
});
