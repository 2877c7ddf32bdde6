import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { masalaChai } from '@storefront/sdk/testing';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import ProductDetailScreen from '../product-detail';
import { renderScreen } from './testing/render-screen';

const { fake } = installFakeApi();
const url = `/products/${masalaChai.slug}/${masalaChai.id}`;

function openProduct(signedIn: boolean) {
  return renderScreen(fake, <ProductDetailScreen />, {
    url,
    path: '/products/:slug/:id',
    prepare: async (root) => {
      await root.settings.load();
      if (signedIn) await signInDemoCustomer(root);
    },
  });
}

/** The "Write a review" region once its form (a chunk of its own) has arrived. */
async function reviewForm() {
  const form = await screen.findByRole('region', { name: 'Write a review' });
  await within(form).findByRole('button', { name: 'Submit review' });
  return form;
}

describe('writing a review on the product page', () => {
  it('adds the review: "review successfully added", the summary counts it and the list shows it', async () => {
    const { notifier } = await openProduct(true);
    const form = await reviewForm();
    const summary = () => screen.getByRole('region', { name: 'Reviews' });
    expect(within(summary()).getByText(/out of 5 · 1 review$/)).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    expect(within(form).getByText('Title required')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/Rating/), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Best chai' } });
    fireEvent.change(within(form).getByLabelText(/^Review/), { target: { value: 'Strong, fresh and fragrant.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(notifier.successes).toEqual(['review successfully added']));
    expect(await screen.findByRole('heading', { level: 3, name: 'Best chai' })).toBeInTheDocument();
    expect(within(summary()).getByText(/out of 5 · 2 reviews$/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Title/)).toHaveValue('');
  });

  it('a second review shows the server’s message and keeps what was typed', async () => {
    const { notifier, root } = await openProduct(true);
    await root.reviews.add(masalaChai.id, { rating: 4, title: 'First', comment: 'Good' });
    const form = await reviewForm();

    fireEvent.change(within(form).getByLabelText(/Rating/), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Again' } });
    fireEvent.change(within(form).getByLabelText(/^Review/), { target: { value: 'Second try' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(notifier.errors).toHaveLength(1));
    expect(notifier.errors[0]).not.toBe('add review error!');
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Again');
  });

  it('asks a signed-out shopper to sign in', async () => {
    const { root } = await openProduct(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to write a review' }));
    expect(root.ui.signInPromptOpen).toBe(true);
  });
});
