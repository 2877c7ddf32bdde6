import { expectContractResponse, forEachDatabase } from '../../testing';
import { createProduct } from '../../testing/commerce-fixtures';
import { type CheckoutShopper, createShopper } from '../../testing/shoppers';

const B2B = { business_type: 'b2b', gstin: '29ABCDE1234F1Z5', business_name: 'Rao Traders Pvt Ltd' } as const;

forEachDatabase('GST invoice', (server) => {
  /** A COD order of one ₹1,180 product taxed at 18% (HSN 8517), placed by the shopper. */
  async function placeOrder(shopper: CheckoutShopper) {
    const productId = await createProduct(server.db, { price: 1180, stock: 5 });
    await server.db.updateTable('products').set({ hsn_code: '8517', gst_rate: 18 }).where('id', '=', productId).execute();
    await server.api.post('/carts/add_item', { token: shopper.token, json: { item_id: productId, item_type: 'Product', quantity: 1 } });
    const placed = await server.api.post('/orders', { token: shopper.token, json: { address_id: shopper.addressId, payment_method: 'cod' } });
    expect(placed.status).toBe(201);
    return { orderId: placed.body.data.id as number, productId };
  }
  const invoiceOf = (shopper: CheckoutShopper, orderId: number) => server.api.get(`/orders/${orderId}/invoice`, { token: shopper.token });

  it('charges IGST to a B2B buyer in another state, with the store and buyer GSTINs', async () => {
    const shopper = await createShopper(server.db, { withAddress: true }); // delivers to Bengaluru, Karnataka; the store is in Maharashtra
    await server.db.updateTable('users').set(B2B).where('id', '=', shopper.userId).execute();
    const { orderId } = await placeOrder(shopper);

    const response = await invoiceOf(shopper, orderId);
    expect(response.status).toBe(200);
    const invoice = expectContractResponse('getOrderInvoice', response).data;
    expect(invoice).toMatchObject({
      order_id: orderId,
      seller: { name: 'Kirana & Co.', state: 'Maharashtra', gstin: '27AAKCK1234M1Z5' },
      buyer: { name: 'Rao Traders Pvt Ltd', state: 'Karnataka', gstin: '29ABCDE1234F1Z5' },
      place_of_supply: 'Karnataka',
      supply_type: 'inter_state',
      cgst: 0,
      sgst: 0,
      total: 1229,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ kind: 'item', hsn_code: '8517', quantity: 1, gst_rate: 18, taxable_value: 1000, igst: 180, cgst: 0, gross: 1180 }),
      // The ₹49 COD charge is a service at 18%: ₹7.47 of it is tax.
      expect.objectContaining({ kind: 'charge', description: 'Cash on delivery charge', hsn_code: '9968', gst_rate: 18, taxable_value: 41.53, igst: 7.47, gross: 49 }),
    ]);
    expect(invoice.igst).toBe(187.47);
    expect(invoice.total_tax).toBe(187.47);
    expect(invoice.taxable_value).toBe(1041.53);
  });

  it('splits the tax into CGST and SGST when the delivery state is the store state, and shows no GSTIN for B2C', async () => {
    const shopper = await createShopper(server.db, { withAddress: true });
    await server.db.updateTable('addresses').set({ city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }).where('id', '=', shopper.addressId).execute();
    const { orderId } = await placeOrder(shopper);

    const invoice = expectContractResponse('getOrderInvoice', await invoiceOf(shopper, orderId)).data;
    expect(invoice).toMatchObject({ supply_type: 'intra_state', place_of_supply: 'Maharashtra', igst: 0, buyer: { gstin: null, name: 'Asha Rao' } });
    expect(invoice.lines[0]).toMatchObject({ taxable_value: 1000, cgst: 90, sgst: 90, igst: 0 });
    expect(invoice.cgst + invoice.sgst).toBeCloseTo(invoice.total_tax, 2);
  });

  it('keeps the rate, HSN code and buyer GSTIN of the day the order was placed', async () => {
    const shopper = await createShopper(server.db, { withAddress: true });
    await server.db.updateTable('users').set(B2B).where('id', '=', shopper.userId).execute();
    const { orderId, productId } = await placeOrder(shopper);
    await server.db.updateTable('products').set({ hsn_code: '0000', gst_rate: 5 }).where('id', '=', productId).execute();
    await server.db.updateTable('users').set({ gstin: '27ZZZZZ9999Z1Z5' }).where('id', '=', shopper.userId).execute();

    const invoice = (await invoiceOf(shopper, orderId)).body.data;
    expect(invoice.lines[0]).toMatchObject({ hsn_code: '8517', gst_rate: 18 });
    expect(invoice.buyer.gstin).toBe('29ABCDE1234F1Z5');
  });

  it("never shows another shopper's invoice (404) and needs a login (401)", async () => {
    const owner = await createShopper(server.db, { withAddress: true });
    const stranger = await createShopper(server.db, { withAddress: true });
    const { orderId } = await placeOrder(owner);
    const foreign = await invoiceOf(stranger, orderId);
    expect(foreign.status).toBe(404);
    expect((await server.api.get(`/orders/${orderId}/invoice`)).status).toBe(401);
  });
});
