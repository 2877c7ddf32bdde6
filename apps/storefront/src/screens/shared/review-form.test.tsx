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

/** Chooses a rating by its star ("4 stars"). */
const chooseStars = (form: HTMLElement, name: string) =>
  fireEvent.click(within(within(form).getByRole('group', { name: 'Rating' })).getByRole('radio', { name }));

describe('writing a review on the product page', () => {
  it('chooses the rating with five star radio buttons, filled up to the one chosen', async () => {
    await openProduct(true);
    const form = await reviewForm();
    const rating = within(form).getByRole('group', { name: 'Rating' });
    const names = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
    expect(within(rating).getAllByRole('radio')).toEqual(names.map((name) => within(rating).getByRole('radio', { name })));
    expect(within(form).queryByRole('combobox')).toBeNull();
    chooseStars(form, '4 stars');
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(rating.querySelectorAll('label[data-filled]')).toHaveLength(4);
  });

  it('announces "Please choose a rating from 1 to 5" for the star group when none is chosen', async () => {
    await openProduct(true);
    const form = await reviewForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    const error = await within(form).findByText('Please choose a rating from 1 to 5');
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(form).getByRole('group', { name: 'Rating' })).toHaveAccessibleDescription('Please choose a rating from 1 to 5');
  });

  it('adds the review: "review successfully added", the summary counts it and the list shows it', async () => {
    const { notifier } = await openProduct(true);
    const form = await reviewForm();
    const summary = () => screen.getByRole('region', { name: 'Reviews' });
    expect(within(summary()).getByText(/out of 5 · 1 review$/)).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    expect(within(form).getByText('Title required')).toBeInTheDocument();

    chooseStars(form, '5 stars');
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Best chai' } });
    fireEvent.change(within(form).getByLabelText(/^Review/), { target: { value: 'Strong, fresh and fragrant.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(notifier.successes).toEqual(['review successfully added']));
    expect(await screen.findByRole('heading', { level: 3, name: 'Best chai' })).toBeInTheDocument();
    expect(within(summary()).getByText(/out of 5 · 2 reviews$/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Title/)).toHaveValue('');
    expect(within(form).queryByRole('radio', { checked: true })).toBeNull();
  });

  it('a second review shows the server’s message and keeps what was typed', async () => {
    const { notifier, root } = await openProduct(true);
    await root.reviews.add(masalaChai.id, { rating: 4, title: 'First', comment: 'Good' });
    const form = await reviewForm();

    chooseStars(form, '3 stars');
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Again' } });
    fireEvent.change(within(form).getByLabelText(/^Review/), { target: { value: 'Second try' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(notifier.errors).toHaveLength(1));
    expect(notifier.errors[0]).not.toBe('add review error!');
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Again');
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('asks a signed-out shopper to sign in', async () => {
    const { root } = await openProduct(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to write a review' }));
    expect(root.ui.signInPromptOpen).toBe(true);
  });
});
