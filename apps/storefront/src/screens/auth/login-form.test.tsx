import { demoCustomer, floralDress } from '@storefront/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoLogin, installFakeApi } from '../../test-utils/fake-api';
import { failRequest } from '../../test-utils/fake-failures';
import { renderAuth } from './testing/render-auth';

const { fake, server } = installFakeApi();

function fillLogin(emailOrMobile: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email or mobile number'), { target: { value: emailOrMobile } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('login form', () => {
  it('is the "Sign in" dialog with the spec\'s links and buttons', async () => {
    await renderAuth(fake);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    for (const name of ['Forgot password?', 'Login', 'Login with OTP', 'Register']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Continue as a guest' })).toBeNull();
  });

  it('says "email or mobile required" and "password required", announced and tied to the inputs', async () => {
    await renderAuth(fake);
    submit();
    const identifier = screen.getByLabelText('Email or mobile number');
    const message = await screen.findByText('email or mobile required');
    expect(message).toHaveAttribute('role', 'alert');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('password required')).toHaveAttribute('role', 'alert');
  });

  it('says "Invalid email or mobile number" for what is neither an email nor 10 digits', async () => {
    await renderAuth(fake);
    fillLogin('98765', 'secret');
    submit();
    expect(await screen.findByText('Invalid email or mobile number')).toBeInTheDocument();
  });

  it('shows and hides the password with a named toggle', async () => {
    await renderAuth(fake);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in by email: Loading... while sending, toast, user loaded, prompt closed, home', async () => {
    const { root, notifier, tokenStore, router } = await renderAuth(fake);
    fillLogin(demoLogin.email, demoLogin.password);
    submit();
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await waitFor(() => expect(root.ui.signInPromptOpen).toBe(false));
    expect(notifier.successes).toEqual(['you are successfully logged in!!']);
    expect(tokenStore.get('auth_token')).not.toBeNull();
    expect(root.auth.user?.email).toBe(demoCustomer.user.email);
    expect(router.location.pathname).toBe('/');
  });

  it('signs in by mobile number', async () => {
    const { root } = await renderAuth(fake);
    fillLogin(demoCustomer.user.full_phone_number ?? '', demoCustomer.password);
    submit();
    await waitFor(() => expect(root.auth.user?.full_phone_number).toBe(demoCustomer.user.full_phone_number));
  });

  it("toasts the server's message on a wrong password and keeps what was typed", async () => {
    const { root, notifier } = await renderAuth(fake);
    fillLogin(demoLogin.email, 'wrong-password');
    submit();
    await waitFor(() => expect(notifier.errors).toHaveLength(1));
    expect(notifier.errors[0]).not.toBe('');
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue(demoLogin.email);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(root.auth.isSignedIn).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('toasts "login error" when the server gives no message', async () => {
    const { notifier } = await renderAuth(fake);
    failRequest(server, fake, 'post', '/sessions', { status: 500 });
    fillLogin(demoLogin.email, demoLogin.password);
    submit();
    await waitFor(() => expect(notifier.errors).toEqual(['login error']));
  });

  it("keeps the guest's cart: the badge count is the same after login, cart_token and isGuestUser gone", async () => {
    const { root, tokenStore } = await renderAuth(fake, {
      prepare: async (store) => {
        await store.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 2 });
      },
    });
    tokenStore.set('isGuestUser', 'true');
    expect(root.cart.totalQuantity).toBe(2);
    fillLogin(demoLogin.email, demoLogin.password);
    submit();
    await waitFor(() => expect(root.auth.user).not.toBeNull());
    expect(root.cart.totalQuantity).toBe(2);
    expect(root.cart.items.map((item) => item.product_id)).toContain(floralDress.id);
    expect(tokenStore.get('cart_token')).toBeNull();
    expect(tokenStore.get('isGuestUser')).toBeNull();
  });

  it('moves to the other forms by its links', async () => {
    const { root } = await renderAuth(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(root.ui.authRoute).toBe('/register');
  });
});

describe('login on checkout', () => {
  it('hides "Login with OTP", offers "Continue as a guest" and goes to the address step', async () => {
    const onContinueAsGuest = jest.fn();
    const { router } = await renderAuth(fake, { checkout: { onContinueAsGuest } });
    expect(screen.queryByRole('button', { name: 'Login with OTP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    expect(onContinueAsGuest).toHaveBeenCalledTimes(1);
    fillLogin(demoLogin.email, demoLogin.password);
    submit();
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/checkout?step=address'));
  });
});

describe('auth sub-routes', () => {
  it('shows the email/password login for an unknown value', async () => {
    await renderAuth(fake, { route: '/nope' as never });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or mobile number')).toBeInTheDocument();
  });

  it('shows the OTP login on /login when OTP is the default login method', async () => {
    await renderAuth(fake, { settings: { default_web_login_method: 'otp' } });
    expect(screen.getByRole('dialog', { name: 'Login with OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Login with Email and Password' }));
    expect(await screen.findByLabelText('Email or mobile number')).toBeInTheDocument();
  });
});
