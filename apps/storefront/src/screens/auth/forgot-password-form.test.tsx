import { demoCustomer } from '@storefront/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderAuth } from './testing/render-auth';

const { fake } = installFakeApi();
const email = demoCustomer.user.email ?? '';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function reachCodeStep() {
  type('Email or mobile number', email);
  press('Send OTP');
  return screen.findByLabelText('OTP');
}

describe('forgot password', () => {
  it('is the "Forgot password" dialog; "Invalid email or mobile" for anything else', async () => {
    await renderAuth(fake, { route: '/forgot-password' });
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    type('Email or mobile number', 'asha');
    press('Send OTP');
    expect(await screen.findByText('Invalid email or mobile')).toHaveAttribute('role', 'alert');
  });

  it('sends the code (1 to 2), verifies it (2 to 3), resets, then logs in with the new password', async () => {
    const { root, notifier } = await renderAuth(fake, { route: '/forgot-password' });
    await reachCodeStep();
    expect(root.auth.codes.tab).toBe(2);
    expect(notifier.successes).toEqual([`OTP has been sent on registered ${email}`]);

    type('OTP', fake.latestCode(email) ?? '');
    press('Verify OTP');
    await screen.findByLabelText('New password');
    expect(root.auth.codes.tab).toBe(3);

    type('New password', 'Fresh@2025');
    type('Confirm new password', 'Fresh@2025');
    press('Reset Password');
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(notifier.successes).toContain('Your password has been changed. Please log in with the new password.');

    type('Email or mobile number', email);
    type('Password', 'Fresh@2025');
    press('Login');
    await waitFor(() => expect(root.auth.user?.email).toBe(email));
  });

  it('alerts "password not matching!" in an alert dialog and sends nothing when the passwords differ', async () => {
    const { root, notifier } = await renderAuth(fake, { route: '/forgot-password' });
    await reachCodeStep();
    type('OTP', fake.latestCode(email) ?? '');
    press('Verify OTP');
    await screen.findByLabelText('New password');
    type('New password', 'Fresh@2025');
    type('Confirm new password', 'Fresh@2026');
    press('Reset Password');
    const alert = await screen.findByRole('alertdialog', { name: 'password not matching!' });
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(notifier.errors).toEqual([]);
    press('OK');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(root.auth.codes.tab).toBe(3);
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh@2025');
  });

  it('stays on step 2 when the code is wrong', async () => {
    const { root } = await renderAuth(fake, { route: '/forgot-password' });
    await reachCodeStep();
    type('OTP', fake.latestCode(email) === '0000' ? '1111' : '0000');
    press('Verify OTP');
    expect(await screen.findByText('Invalid or expired OTP')).toHaveAttribute('role', 'alert');
    expect(root.auth.codes.tab).toBe(2);
  });

  it('goes back to step 2 when the reset fails (the code expired meanwhile)', async () => {
    const { root } = await renderAuth(fake, { route: '/forgot-password' });
    await reachCodeStep();
    type('OTP', fake.latestCode(email) ?? '');
    press('Verify OTP');
    await screen.findByLabelText('New password');
    fake.advanceTime(11 * 60 * 1000);
    type('New password', 'Fresh@2025');
    type('Confirm new password', 'Fresh@2025');
    press('Reset Password');
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(root.auth.codes.tab).toBe(2);
  });

  it('back arrows: step 3 to 2, step 2 to 1, step 1 to the login', async () => {
    const { root } = await renderAuth(fake, { route: '/forgot-password' });
    await reachCodeStep();
    type('OTP', fake.latestCode(email) ?? '');
    press('Verify OTP');
    await screen.findByLabelText('New password');
    press('Back to OTP');
    await screen.findByLabelText('OTP');
    press('Back to email or mobile');
    expect(await screen.findByLabelText('Email or mobile number')).toHaveValue(email);
    press('Back to login');
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(root.ui.authRoute).toBe('/login');
  });

  it('sends the code to a mobile number too', async () => {
    const { notifier } = await renderAuth(fake, { route: '/forgot-password' });
    type('Email or mobile number', demoCustomer.user.full_phone_number ?? '');
    press('Send OTP');
    await screen.findByLabelText('OTP');
    expect(notifier.successes).toEqual([`OTP has been sent on registered ${demoCustomer.user.full_phone_number}`]);
  });
});
