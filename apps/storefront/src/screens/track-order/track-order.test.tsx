import { fireEvent } from '@testing-library/react';
import { demoCustomer } from '@storefront/sdk/testing';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { placeFakeOrder } from '../../test-utils/fake-orders';
import { createTestStore } from '../../test-utils/test-store';
import { renderScreen } from '../shared/testing/render-screen';
import TrackOrderScreen from '.';

const { fake } = installFakeApi();

/** An order of the demo customer (delivered to their address phone), as a guest's would be tracked. */
async function demoOrderId(): Promise<string> {
  const { root } = createTestStore(fake);
  await signInDemoCustomer(root);
  return (await placeFakeOrder(root, fake)).invoice_number;
}

function renderTrackOrder(url = '/track-order') {
  return renderScreen(fake, <TrackOrderScreen />, { url, path: '/track-order' });
}

describe('Track order', () => {
  it('fills the order ID from the link, says what is missing, and finds the order with the delivery phone', async () => {
    const orderId = await demoOrderId();
    const { getByLabelText, getByRole, findByText, findByRole } = await renderTrackOrder(`/track-order?order_id=${orderId}`);
    expect(getByLabelText('Order ID')).toHaveValue(orderId);

    fireEvent.click(getByRole('button', { name: 'Track order' }));
    expect(await findByText('Phone number or email required')).toBeInTheDocument();

    fireEvent.change(getByLabelText('Phone number or email'), { target: { value: '12345' } });
    fireEvent.click(getByRole('button', { name: 'Track order' }));
    expect(await findByText('Enter the 10-digit phone number or the email used for the order')).toBeInTheDocument();

    fireEvent.change(getByLabelText('Phone number or email'), { target: { value: demoCustomer.addresses[0].phone } });
    fireEvent.click(getByRole('button', { name: 'Track order' }));
    const found = await findByRole('region', { name: `Order ${orderId}` });
    expect(found).toHaveTextContent('Status: Placed');
    expect(found).not.toHaveTextContent(demoCustomer.addresses[0].address_line_1);
  });

  it('answers a wrong contact with the one message, announced, and keeps what was typed', async () => {
    const orderId = await demoOrderId();
    const { getByLabelText, getByRole, findByRole, queryByRole } = await renderTrackOrder();
    fireEvent.change(getByLabelText('Order ID'), { target: { value: orderId } });
    fireEvent.change(getByLabelText('Phone number or email'), { target: { value: 'someone@example.in' } });
    fireEvent.click(getByRole('button', { name: 'Track order' }));
    expect(await findByRole('alert')).toHaveTextContent('We could not find an order with these details.');
    expect(queryByRole('region', { name: `Order ${orderId}` })).toBeNull();
    expect(getByLabelText('Phone number or email')).toHaveValue('someone@example.in');
  });
});
