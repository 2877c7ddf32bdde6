import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoLogin, installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { renderApp } from '../../test-utils/render';
import { createTestStore } from '../../test-utils/test-store';

const { fake } = installFakeApi();

// The whole app: its route, chrome and forms are lazy chunks compiled on first use.
jest.setTimeout(30_000);

// Compile the lazy chunks once before the clock of the first findBy starts (ts-jest is slow cold).
beforeAll(() =>
  Promise.all([import('../../layout/lazy-chrome'), import('../../layout/themed-chrome'), import('../../layout/sign-in-prompt'), import('./auth-forms'), import('../home')]),
);

/** The theme chrome is a lazy chunk: wait until its bottom bar (and so its header) has rendered. */
/** The themed chrome has loaded: its chunk (the bottom bar) and the theme's header and footer variant chunks. */
const chromeLoaded = async () => {
  const bar = await screen.findByRole('navigation', { name: 'Quick links' });
  await waitFor(() => expect(document.querySelector('header[data-header-variant]')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('footer[data-footer-variant]')).not.toBeNull(), { timeout: 5000 });
  return bar;
};

describe('signing in from the app', () => {
  it('the account icon opens the forms; after login it goes to /my-account', async () => {
    // As in the browser: the private screens' stores load only on the way into my account.
    const { router, notifier } = await renderApp(fake, { privateStoresAtHand: false });
    await chromeLoaded();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));
    // The prompt is a chunk of its own, loaded on this first open.
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    fireEvent.change(await within(dialog).findByLabelText('Email or mobile number'), { target: { value: demoLogin.email } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: demoLogin.password } });
    // Enter in a field submits the form (jsdom has no implicit submission: the form's submit event stands in).
    fireEvent.submit(within(dialog).getByLabelText('Password').closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull(), { timeout: 15_000 });
    expect(notifier.successes).toEqual(['you are successfully logged in!!']);

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(router.location.pathname).toBe('/my-account'), { timeout: 15_000 });
  });

  it('the bottom bar Login opens the same forms', async () => {
    await renderApp(fake);
    const bar = await chromeLoaded();
    fireEvent.click(within(bar).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByLabelText('Email or mobile number')).toBeInTheDocument();
  });

  it('a shopper whose token expired, opening /my-account, lands on / with the sign-in prompt', async () => {
    const token = await signInDemoCustomer(createTestStore(fake).root);
    fake.expireSession(token);
    const { router } = await renderApp(fake, { path: '/my-account', tokens: { auth_token: token } });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByLabelText('Email or mobile number')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});
