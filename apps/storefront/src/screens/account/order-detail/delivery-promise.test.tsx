import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { defaultTokens } from '@storefront/ui-kit';
import { DeliveryPromise } from './delivery-promise';

const promise = { earliest_delivery_date: '2026-11-30', latest_delivery_date: '2026-12-02' };
const show = (order: Parameters<typeof DeliveryPromise>[0]['order']) =>
  render(
    <ThemeProvider theme={defaultTokens}>
      <DeliveryPromise order={order} />
    </ThemeProvider>,
  ).container;

describe('order page: the delivery promise', () => {
  it('says "Delivery by" the latest promised date while the order is on its way', () => {
    expect(show({ status: 'placed', delivery_promise: promise })).toHaveTextContent('Delivery by Wed, 2 Dec');
    expect(show({ status: 'out_for_delivery', delivery_promise: promise })).toHaveTextContent('Delivery by Wed, 2 Dec');
  });

  it('says nothing once delivered, cancelled or returned, or when no promise was made', () => {
    expect(show({ status: 'delivered', delivery_promise: promise })).toBeEmptyDOMElement();
    expect(show({ status: 'cancelled', delivery_promise: promise })).toBeEmptyDOMElement();
    expect(show({ status: 'returned', delivery_promise: promise })).toBeEmptyDOMElement();
    expect(show({ status: 'placed', delivery_promise: null })).toBeEmptyDOMElement();
  });
});
