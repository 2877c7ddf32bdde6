import { demoCustomer } from '@storefront/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderAuth } from './testing/render-auth';

const { fake, server } = installFakeApi();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const tickTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms & policy/ }));

/** The JSON bodies the storefront sent to a path, in order. */
function sentBodies(method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path)) {
      void request.clone().json().then((body) => bodies.push(body));
    }
  });
  return bodies;
}

const consumer = { settings: { allow_b2b_signup: false } };

function fillShopper(name = 'Asha Rao', email = 'asha.rao@shop.in', phone = '9123456780') {
  type('Full Name', name);
  type('Email', email);
  type('Phone/Mobile', phone);
  type('Password', 'Secret@123');
  type('Confirm Password', 'Secret@123');
}

describe('register, simple form', () => {
  it('is the "Register" dialog whose terms link opens the terms page', async () => {
    await renderAuth(fake, { route: '/register', ...consumer });
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByRole('link', { name: 'terms & policy' })).toHaveAttribute('href', '/get-to-know-us/terms_and_policy');
    expect(within(dialog).queryByLabelText('GST No')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('gives every field message of docs/product.md §5', async () => {
    await renderAuth(fake, { route: '/register', ...consumer });
    press('Register');
    for (const message of ['name required', 'email required', 'full phone number required', 'password required', 'password confirmation required']) {
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    }
    type('Email', 'asha@shop');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('alerts "please select terms & policy!" in an alert dialog, sends nothing and keeps the values', async () => {
    const { notifier } = await renderAuth(fake, { route: '/register', ...consumer });
    const users = fake.state.users.length;
    fillShopper();
    press('Register');
    const alert = await screen.findByRole('alertdialog', { name: 'please select terms & policy!' });
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(notifier.errors).toEqual([]);
    expect(fake.state.users).toHaveLength(users);
    press('OK');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret@123');
  });

  it('registers, toasts "{name} you are successfully register!!" and signs in with the email and password', async () => {
    const logins = sentBodies('POST', '/sessions');
    const { root, notifier, router } = await renderAuth(fake, { route: '/register', ...consumer });
    fillShopper();
    tickTerms();
    press('Register');
    await waitFor(() => expect(root.ui.signInPromptOpen).toBe(false));
    expect(notifier.successes).toEqual(['Asha Rao you are successfully register!!']);
    expect(root.auth.user).toMatchObject({ name: 'Asha Rao', email: 'asha.rao@shop.in', business_type: 'b2c' });
    expect(logins).toEqual([{ email: 'asha.rao@shop.in', password: 'Secret@123' }]);
    expect(router.location.pathname).toBe('/');
  });

  it("toasts the server's message when the email is taken and keeps every value", async () => {
    const { root, notifier } = await renderAuth(fake, { route: '/register', ...consumer });
    fillShopper('Asha Rao', demoCustomer.user.email ?? '');
    tickTerms();
    press('Register');
    await waitFor(() => expect(notifier.errors).toEqual(['This email is already registered']));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret@123');
    expect(root.auth.isSignedIn).toBe(false);
  });

  it('goes to the address step when registering on checkout', async () => {
    const { router } = await renderAuth(fake, { route: '/register', checkout: {}, ...consumer });
    fillShopper();
    tickTerms();
    press('Register');
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/checkout?step=address'));
  });
});

describe('register on a store with B2B sign-up (allow_b2b_signup)', () => {
  const pdf = () => new File(['%PDF-1.4 test'], 'gst-certificate.pdf', { type: 'application/pdf' });
  const chooseBusiness = () => fireEvent.click(screen.getByRole('radio', { name: 'Business' }));

  it('offers "Account type": Personal (chosen) or Business; Personal is the simple form', async () => {
    await renderAuth(fake, { route: '/register' });
    const accountType = screen.getByRole('group', { name: 'Account type' });
    expect(within(accountType).getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(within(accountType).getByRole('radio', { name: 'Business' })).not.toBeChecked();
    expect(screen.queryByLabelText('GST No')).toBeNull();
    chooseBusiness();
    expect(screen.getByLabelText('GST No')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    expect(screen.queryByLabelText('GST No')).toBeNull();
  });

  it('registers a personal account without business fields, as business_type b2c', async () => {
    const registrations = sentBodies('POST', '/users');
    const { root } = await renderAuth(fake, { route: '/register' });
    fillShopper();
    tickTerms();
    press('Register');
    await waitFor(() => expect(root.auth.user?.business_type).toBe('b2c'));
    const [body] = registrations as { user_params: Record<string, unknown> }[];
    expect(body?.user_params).toMatchObject({ business_type: 'b2c', name: 'Asha Rao' });
    expect(body?.user_params).not.toHaveProperty('gstin');
  });

  it('does not send business fields typed before switching back to Personal', async () => {
    const registrations = sentBodies('POST', '/users');
    const { root } = await renderAuth(fake, { route: '/register' });
    fillShopper();
    chooseBusiness();
    type('GST No', '29abcde1234f1z5');
    fireEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    tickTerms();
    press('Register');
    await waitFor(() => expect(root.auth.user?.business_type).toBe('b2c'));
    const [body] = registrations as { user_params: Record<string, unknown> }[];
    expect(body?.user_params).not.toHaveProperty('gstin');
  });

  async function fillBusiness() {
    chooseBusiness();
    fillShopper('Ravi Traders', 'ravi@traders.in', '9123456781');
    type('GST No', '29abcde1234f1z5');
    type('Business Name', 'Ravi Traders');
    type('Business Address', '12 MG Road, Bengaluru');
    await screen.findByRole('option', { name: 'Karnataka' });
    fireEvent.change(screen.getByLabelText('Business State'), { target: { value: 'Karnataka' } });
  }

  it('requires GST No, Business Name, Business Address and Business State for a business account', async () => {
    await renderAuth(fake, { route: '/register' });
    chooseBusiness();
    press('Register');
    for (const message of ['GST number is required', 'business name is required', 'business address is required', 'business state is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('refuses a document of another type or above 2 MB before sending', async () => {
    await renderAuth(fake, { route: '/register' });
    chooseBusiness();
    const upload = screen.getByLabelText('Upload Documents');
    fireEvent.change(upload, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect(await screen.findByText('Documents must be PDF, PNG or JPEG files')).toHaveAttribute('role', 'alert');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(upload, { target: { files: [big] } });
    expect(await screen.findByText('Each document must be at most 2 MB')).toBeInTheDocument();
  });

  it('sends the documents as data URLs with business_type b2b and signs in', async () => {
    const registrations = sentBodies('POST', '/users');
    const { root } = await renderAuth(fake, { route: '/register' });
    await fillBusiness();
    fireEvent.change(screen.getByLabelText('Upload Documents'), { target: { files: [pdf()] } });
    expect(await screen.findByText('gst-certificate.pdf')).toBeInTheDocument();
    tickTerms();
    press('Register');
    await waitFor(() => expect(root.auth.user?.business_type).toBe('b2b'));
    const [body] = registrations as { user_params: Record<string, unknown> }[];
    expect(body?.user_params).toMatchObject({
      business_type: 'b2b',
      gstin: '29ABCDE1234F1Z5',
      gst_state: 'Karnataka',
      documents: [{ filename: 'gst-certificate.pdf', content: expect.stringMatching(/^data:application\/pdf;base64,/) }],
    });
    expect(body?.user_params).not.toHaveProperty('termsCheck');
  });
});

describe('register on a salon store with OTP login', () => {
  const salonOtp = { settings: { allow_b2b_signup: false, store_type: 'salon', default_web_login_method: 'otp' } as const };

  it('hides email and passwords, shows the salon fields with their messages', async () => {
    await renderAuth(fake, { route: '/register', ...salonOtp });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Mens', 'Women', 'Unisex', '1000-2500', '2500-5000', '5000-10000', 'More Than 10000']),
    );
    press('Register');
    for (const message of ['salon category is required', 'salon monthly consumption is required', 'business name is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('signs in with the token registration answered (no password login)', async () => {
    const logins = sentBodies('POST', '/sessions');
    const { root, notifier } = await renderAuth(fake, { route: '/register', ...salonOtp });
    type('Full Name', 'Meera');
    type('Phone/Mobile', '9123456782');
    type('Business Name', 'Glow Salon');
    fireEvent.change(screen.getByLabelText('Salon category'), { target: { value: 'unisex' } });
    fireEvent.change(screen.getByLabelText('Monthly consumption'), { target: { value: '2500-5000' } });
    type('Salon location pincode', '560001');
    tickTerms();
    press('Register');
    await waitFor(() => expect(root.auth.user).toMatchObject({ name: 'Meera', salon_category: 'unisex' }));
    expect(notifier.successes).toEqual(['Meera you are successfully register!!']);
    expect(logins).toEqual([]);
  });
});
