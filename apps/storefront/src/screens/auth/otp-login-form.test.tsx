import { demoCustomer } from '@storefront/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { failRequest } from '../../test-utils/fake-failures';
import { renderAuth } from './testing/render-auth';

const { fake, server } = installFakeApi();
const phone = demoCustomer.user.full_phone_number ?? '';

function sendOtpTo(value: string) {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

function verify(pin: string) {
  fireEvent.change(screen.getByLabelText('OTP'), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

describe('OTP login', () => {
  it('is the "Login with OTP" dialog and says "phone number required"', async () => {
    await renderAuth(fake, { route: '/otp-login' });
    expect(screen.getByRole('dialog', { name: 'Login with OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with Email and Password' })).toBeInTheDocument();
    expect(screen.getByText("Don't have an account yet?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('phone number required')).toHaveAttribute('role', 'alert');
  });

  it('sends the PIN (tab 1 to 2), verifies it and signs in (tab back to 1)', async () => {
    const { root, notifier, router } = await renderAuth(fake, { route: '/otp-login' });
    sendOtpTo(phone);
    const otp = await screen.findByLabelText('OTP');
    expect(root.auth.codes.tab).toBe(2);
    expect(notifier.successes).toEqual([`OTP has been sent on registered ${phone}`]);
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('maxlength', '4');

    verify(fake.latestCode(phone) ?? '');
    await waitFor(() => expect(root.ui.signInPromptOpen).toBe(false));
    expect(root.auth.user?.full_phone_number).toBe(phone);
    expect(root.auth.codes.tab).toBe(1);
    expect(notifier.successes).toContain('you are successfully logged in!!');
    expect(router.location.pathname).toBe('/');
  });

  it('keeps digits only in the OTP box, so a pasted code with spaces still fits', async () => {
    await renderAuth(fake, { route: '/otp-login' });
    sendOtpTo(phone);
    const otp = await screen.findByLabelText('OTP');
    fireEvent.change(otp, { target: { value: '1 2-3 4' } });
    expect(otp).toHaveValue('1234');
  });

  it('stays on the code step with the reason when the PIN is wrong', async () => {
    const { root } = await renderAuth(fake, { route: '/otp-login' });
    sendOtpTo(phone);
    await screen.findByLabelText('OTP');
    const wrong = fake.latestCode(phone) === '0000' ? '1111' : '0000';
    verify(wrong);
    expect(await screen.findByText('Invalid or expired PIN')).toHaveAttribute('role', 'alert');
    expect(root.auth.codes.tab).toBe(2);
    expect(screen.getByLabelText('OTP')).toHaveValue(wrong);
    expect(root.auth.isSignedIn).toBe(false);
  });

  it('stays on step 1 when the number has no account', async () => {
    const { root } = await renderAuth(fake, { route: '/otp-login' });
    sendOtpTo('9000000001');
    expect(await screen.findByText('No account is registered with this mobile number')).toBeInTheDocument();
    expect(root.auth.codes.tab).toBe(1);
    expect(screen.getByLabelText('Phone number')).toHaveValue('9000000001');
  });

  it("shows the API's 429 message as it is", async () => {
    const { notifier } = await renderAuth(fake, { route: '/otp-login' });
    failRequest(server, fake, 'post', '/sessions/create_pin', { status: 429, message: 'Too many codes sent, try again in 10 minutes' });
    sendOtpTo(phone);
    expect(await screen.findByText('Too many codes sent, try again in 10 minutes')).toHaveAttribute('role', 'alert');
    expect(notifier.errors).toEqual(['Too many codes sent, try again in 10 minutes']);
  });

  it('goes back to the phone step with the back arrow, the number kept', async () => {
    const { root } = await renderAuth(fake, { route: '/otp-login' });
    sendOtpTo(phone);
    await screen.findByLabelText('OTP');
    fireEvent.click(screen.getByRole('button', { name: 'Back to phone number' }));
    expect(await screen.findByLabelText('Phone number')).toHaveValue(phone);
    expect(root.auth.codes.tab).toBe(1);
  });
});

describe('OTP resend', () => {
  it('counts down before offering "Resend OTP", then sends a new code', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { notifier } = await renderAuth(fake, { route: '/otp-login' });
      sendOtpTo(phone);
      expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
      await jest.advanceTimersByTimeAsync(29_000);
      expect(screen.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
      await jest.advanceTimersByTimeAsync(1_000);
      fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(notifier.successes).toHaveLength(2));
      expect(fake.outbox(phone).filter((m) => m.code)).toHaveLength(2);
      expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
