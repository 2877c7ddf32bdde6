import type { NewRow } from '../db/schema';
import type { DemoCatalog } from './build-catalog';

/** The shopper every demo and browser test can log in as. */
export const DEMO_CUSTOMER = {
  name: 'Demo Shopper',
  email: 'demo@storefront.test',
  phone: '9876543210',
  password: 'Demo@1234',
} as const;

export const DEMO_CUSTOMER_ID = 1;

/**
 * scrypt hash of DEMO_CUSTOMER.password, computed once (`hashPassword('Demo@1234')`): hashing at every
 * seed costs up to half a second, which every test file would pay. The password is public anyway.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$16384$8$1$F1WX/7KByYlykt60DsVRMA==$Jbcebkibdeic2gKsMSsNu3U48nrJ7kEH2uXPnhdK/+7zqPA61D3a5ucUhRMkVYVh5Zz2VMfCoxElaPg40kcAMQ==';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoCustomerRows {
  user: NewRow<'users'>;
  addresses: NewRow<'addresses'>[];
  wallet: NewRow<'wallet_transactions'>[];
  carts: NewRow<'carts'>[];
  orders: NewRow<'orders'>[];
  orderItems: NewRow<'order_items'>[];
  history: NewRow<'order_status_history'>[];
}

/** `INV-YYYY-NNNNNN` from the order id and the year it was placed. */
export function invoiceNumber(orderId: number, placedAt: Date): string {
  return `INV-${placedAt.getUTCFullYear()}-${String(orderId).padStart(6, '0')}`;
}

interface OrderPlan {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  placedDaysAgo: number;
  /** Status changes after `placed`, hours after placing. */
  steps: [string, number][];
  productIndexes: number[];
  quantities: number[];
  cancelReason?: string;
}

const ORDER_PLANS: OrderPlan[] = [
  {
    status: 'delivered',
    paymentMethod: 'cod',
    paymentStatus: 'paid',
    placedDaysAgo: 6,
    steps: [['confirmed', 2], ['packed', 20], ['shipped', 30], ['out_for_delivery', 90], ['delivered', 96]],
    productIndexes: [0, 1],
    quantities: [1, 2],
  },
  {
    status: 'shipped',
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    placedDaysAgo: 3,
    steps: [['confirmed', 1], ['packed', 18], ['shipped', 40]],
    productIndexes: [2],
    quantities: [1],
  },
  {
    status: 'cancelled',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    placedDaysAgo: 20,
    steps: [['cancelled', 5]],
    productIndexes: [3, 4],
    quantities: [1, 1],
    cancelReason: 'Ordered by mistake',
  },
];

/**
 * Demo Shopper with a default address in Mumbai, ₹500 in the wallet (two credits) and three past orders:
 * delivered two days ago (still returnable), shipped, and cancelled.
 */
export function buildDemoCustomer(catalog: DemoCatalog, passwordHash: string, now: Date): DemoCustomerRows {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const user: NewRow<'users'> = {
    id: DEMO_CUSTOMER_ID,
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    full_phone_number: DEMO_CUSTOMER.phone,
    password_hash: passwordHash,
    business_type: 'b2c',
    gstin: null,
    business_name: null,
    gst_state: null,
    gst_address: null,
    salon_category: null,
    monthly_consumption: null,
    salon_location_pincode: null,
    is_guest: 0,
    created_at: at(120 * DAY_MS),
    updated_at: at(120 * DAY_MS),
  };
  const address = {
    name: DEMO_CUSTOMER.name,
    phone: DEMO_CUSTOMER.phone,
    address_line_1: 'Flat 402, Sea Breeze Apartments, 16th Road',
    address_line_2: 'Bandra West',
    landmark: 'Near Mahim Church',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    address_type: 'home',
  };
  const addresses: NewRow<'addresses'>[] = [
    { id: 1, user_id: DEMO_CUSTOMER_ID, ...address, is_default: 1, created_at: at(119 * DAY_MS), updated_at: at(119 * DAY_MS) },
  ];

  // Products the demo orders bought: simple (variant-free) products that are in stock.
  const variantProducts = new Set(catalog.variants.map((v) => v.product_id));
  const bought = catalog.products.filter((p) => !variantProducts.has(p.id as number) && p.stock_qty > 0);
  const imageOf = new Map(catalog.productImages.filter((i) => i.position === 0).map((i) => [i.product_id, i.thumbnail]));

  const carts: NewRow<'carts'>[] = [];
  const orders: NewRow<'orders'>[] = [];
  const orderItems: NewRow<'order_items'>[] = [];
  const history: NewRow<'order_status_history'>[] = [];
  ORDER_PLANS.forEach((plan, index) => {
    const id = index + 1;
    const placedMs = plan.placedDaysAgo * DAY_MS;
    const placedAt = new Date(now.getTime() - placedMs);
    const items = plan.productIndexes.map((productIndex, i) => {
      const product = bought[productIndex * 7];
      const quantity = plan.quantities[i];
      return {
        id: orderItems.length + i + 1,
        order_id: id,
        item_type: 'Product',
        product_id: product.id as number,
        variant_id: null,
        product_name: product.name,
        product_slug: product.slug,
        product_image: imageOf.get(product.id as number) ?? null,
        sku: product.sku,
        attributes: '[]',
        unit_price: product.price,
        quantity,
        total_price: product.price * quantity,
      };
    });
    orderItems.push(...items);
    const subTotal = items.reduce((sum, item) => sum + item.total_price, 0);
    const shipping = subTotal >= 49_900 ? 0 : 4_000;
    const cod = plan.paymentMethod === 'cod' ? 4_900 : 0;
    const total = subTotal + shipping + cod;
    const paid = plan.paymentStatus === 'paid' ? total : 0;
    const lastStepHours = plan.steps[plan.steps.length - 1][1];
    carts.push({
      id,
      token_hash: null,
      user_id: DEMO_CUSTOMER_ID,
      coupon_id: null,
      make_advance_payment: 0,
      cod_payment: cod > 0 ? 1 : 0,
      address_id: 1,
      ordered_order_id: id,
      created_at: at(placedMs + HOUR_MS),
      updated_at: placedAt.toISOString(),
    });
    orders.push({
      id,
      user_id: DEMO_CUSTOMER_ID,
      cart_id: id,
      invoice_number: invoiceNumber(id, placedAt),
      status: plan.status,
      payment_method: plan.paymentMethod,
      payment_status: plan.paymentStatus,
      coupon_code: null,
      sub_total: subTotal,
      discount: 0,
      shipping_charge: shipping,
      cod_charge: cod,
      wallet_amount_used: 0,
      advance_payment_amount: 0,
      total,
      amount_paid: paid,
      amount_due: total - paid,
      address_snapshot: JSON.stringify(address),
      note: null,
      cancel_reason: plan.cancelReason ?? null,
      delivered_at: plan.status === 'delivered' ? at(placedMs - lastStepHours * HOUR_MS) : null,
      created_at: placedAt.toISOString(),
      updated_at: at(placedMs - lastStepHours * HOUR_MS),
    });
    history.push({ id: history.length + 1, order_id: id, status: 'placed', note: null, created_at: placedAt.toISOString() });
    for (const [status, hours] of plan.steps) {
      history.push({
        id: history.length + 1,
        order_id: id,
        status,
        note: status === 'cancelled' ? (plan.cancelReason ?? null) : null,
        created_at: at(placedMs - hours * HOUR_MS),
      });
    }
  });

  const wallet: NewRow<'wallet_transactions'>[] = [
    { id: 1, user_id: DEMO_CUSTOMER_ID, kind: 'credit', amount: 30_000, description: 'Welcome bonus', order_id: null, created_at: at(119 * DAY_MS) },
    {
      id: 2,
      user_id: DEMO_CUSTOMER_ID,
      kind: 'credit',
      amount: 20_000,
      description: `Cashback on order ${orders[0].invoice_number}`,
      order_id: 1,
      created_at: at(2 * DAY_MS),
    },
  ];

  return { user, addresses, wallet, carts, orders, orderItems, history };
}
