import { fireEvent, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { failRequest } from '../../test-utils/fake-failures';
import { renderScreen } from '../shared/testing/render-screen';
import ContactScreen from '.';

const { fake, server } = installFakeApi();

function renderContact() {
  return renderScreen(fake, <ContactScreen />, {
    url: '/contact-us',
    path: '/contact-us',
    prepare: (root) => root.settings.load(),
  });
}

const submit = (container: HTMLElement) =>
  fireEvent.click(container.querySelector('button[type="submit"]') as HTMLButtonElement);

function fill(getByLabelText: (text: string) => HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(getByLabelText(label), { target: { value } });
}

describe('contact form', () => {
  it('shows the validation messages when sent empty', async () => {
    const { container, findByText } = await renderContact();
    submit(container);
    expect(await findByText('name required')).toBeInTheDocument();
    expect(await findByText('email required')).toBeInTheDocument();
    expect(await findByText('message required')).toBeInTheDocument();
    expect(fake.state.contacts).toHaveLength(0);
  });

  it('checks the email pattern and that an optional phone has 10 digits', async () => {
    const { container, getByLabelText, findByText, queryByText } = await renderContact();
    fill(getByLabelText, { Name: 'Asha', Email: 'asha@shop', 'Phone (optional)': '98765', Message: 'Hello' });
    submit(container);
    expect(await findByText('Invalid email address')).toBeInTheDocument();
    expect(await findByText('Invalid phone number')).toBeInTheDocument();
    expect(queryByText('name required')).toBeNull();
    expect(getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message and toasts the server message, then clears the form', async () => {
    const { container, getByLabelText, notifier } = await renderContact();
    fill(getByLabelText, {
      Name: 'Asha Rao',
      Email: 'asha@shop.in',
      'Phone (optional)': '98765 43210',
      'Subject (optional)': 'Order help',
      Message: 'Where is my parcel?',
    });
    expect(getByLabelText('Phone (optional)')).toHaveValue('9876543210');
    submit(container);
    await waitFor(() => expect(notifier.successes).toEqual(['Thank you for contacting us. We will get back to you soon.']));
    expect(fake.state.contacts[0]).toEqual(
      expect.objectContaining({ name: 'Asha Rao', email: 'asha@shop.in', phone: '9876543210', subject: 'Order help' }),
    );
    await waitFor(() => expect(getByLabelText('Name')).toHaveValue(''));
  });

  it('leaves out an empty optional phone and subject, and toasts the fallback on failure', async () => {
    failRequest(server, fake, 'post', '/contacts');
    const { container, getByLabelText, notifier } = await renderContact();
    fill(getByLabelText, { Name: 'Asha', Email: 'asha@shop.in', Message: 'Hi' });
    submit(container);
    await waitFor(() => expect(notifier.errors).toEqual(['contact us error!']));
    expect(getByLabelText('Name')).toHaveValue('Asha');
  });

  it("shows the store's support email and phone", async () => {
    const { container } = await renderContact();
    expect(container.querySelector('a[href="mailto:support@storefront.test"]')).toHaveTextContent('support@storefront.test');
    expect(container.querySelector('a[href="tel:1800123456"]')).toHaveTextContent('1800123456');
    expect(document.title).toBe('Contact us | Demo Storefront');
  });
});
