import { fireEvent, waitFor } from '@testing-library/react';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import MyAccountScreen from '.';

const { fake } = installFakeApi();

/** Timers that run at once, so logout's 1 s delay does not slow the test. */
const instantTimers = { setTimeout: (run: () => void) => (run(), 0), clearTimeout: () => undefined };

describe('my account entry', () => {
  it("shows the signed-in shopper's name and logs out", async () => {
    const { container, findByText, root } = await renderScreen(fake, <MyAccountScreen />, {
      url: '/my-account',
      path: '/my-account/*',
      timers: instantTimers,
      prepare: async (store) => {
        await signInDemoCustomer(store);
        await store.auth.loadUser();
      },
    });
    expect(await findByText('Hello, Demo Customer')).toBeInTheDocument();
    expect(document.title).toBe('My account');
    fireEvent.click(container.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(root.auth.isSignedIn).toBe(false));
    expect(root.auth.user).toBeNull();
  });
});
