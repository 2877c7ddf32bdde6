import { demoCustomer } from '@storefront/sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import type { RootStore } from '../../stores';
import { renderScreen } from '../shared/testing/render-screen';
import { ProfileSection } from './profile-section';
import MyAccountScreen from '.';

const { fake, server } = installFakeApi();


async function signedIn(store: RootStore) {
  await signInDemoCustomer(store);
  await Promise.all([store.auth.loadUser(), store.settings.load()]);
}

const renderAccount = (screenElement = <MyAccountScreen />) =>
  renderScreen(fake, screenElement, { url: '/my-account', path: '/my-account/*', prepare: signedIn });

/** The JSON bodies sent with PUT current_user_detail. */
function sentProfileBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/users/current_user_detail')) {
      void request.clone().json().then((body) => bodies.push(body));
    }
  });
  return bodies;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('my account entry', () => {
  it("shows the signed-in shopper's name under the page title", async () => {
    const { findByText } = await renderAccount();
    expect(await findByText('Hello, Demo Customer')).toBeInTheDocument();
    expect(document.title).toMatch(/^My account/);
  });
});

describe('profile', () => {
  it('shows name, email and phone, and saves only what changed', async () => {
    const bodies = sentProfileBodies();
    const { root, notifier } = await renderAccount();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText(demoCustomer.user.email ?? '')).toBeInTheDocument();
    expect(within(profile).getByText(demoCustomer.user.full_phone_number ?? '')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    type('Full Name', 'Demo Customer Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Demo Customer Rao')).toBeInTheDocument();
    expect(root.auth.user?.name).toBe('Demo Customer Rao');
    expect(notifier.successes).toEqual(['profile successfully updated!']);
    expect(bodies).toEqual([{ name: 'Demo Customer Rao' }]);
  });

  it("shows the server's error field by its field, toasts it and keeps what was typed", async () => {
    server.use(
      http.put(`${fake.baseUrl}/users/current_user_detail`, () =>
        HttpResponse.json(
          { meta: { message: 'This email belongs to another account' }, errors: [{ field: 'email', message: 'email is already taken' }] },
          { status: 409 },
        ),
      ),
    );
    const { notifier } = await renderAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    type('Email', 'taken@storefront.test');
    type('Current password', 'Demo@1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const message = await screen.findByText('email is already taken');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    expect(screen.getByLabelText('Email')).toHaveValue('taken@storefront.test');
    expect(screen.getByLabelText('Current password')).toHaveValue('Demo@1234');
    expect(notifier.errors).toEqual(['email is already taken']);
  });

  it('checks the fields before sending: name required, 10-digit phone', async () => {
    const bodies = sentProfileBodies();
    await renderAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    type('Full Name', '');
    type('Phone/Mobile', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('name required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the business fields of a B2B account', async () => {
    Object.assign(fake.state.users[0]?.user ?? {}, { business_type: 'b2b', gstin: '29ABCDE1234F1Z5', business_name: 'Demo Traders' });
    await renderAccount();
    expect(screen.getByText('Demo Traders')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('GST No')).toHaveValue('29ABCDE1234F1Z5');
    expect(screen.getByLabelText('Business Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Business State')).toBeInTheDocument();
  });

  it('asks for the current password when the email or phone changes', async () => {
    await renderAccount(<ProfileSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('Phone/Mobile', '9123456789');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('current password required')).toBeInTheDocument();
  });
});
