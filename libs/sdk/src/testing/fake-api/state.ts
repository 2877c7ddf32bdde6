import { DEMO_DELIVERY_RULES, toPaise, type ContactMessage, type CouponTerms, type DeliveryRules } from '@storefront/domain';
import type {
  Address,
  Banner,
  Brand,
  Category,
  CmsPage,
  Collection,
  Coupon,
  Faq,
  ItemType,
  OptionType,
  Order,
  OutboxMessage,
  PaymentOption,
  ProductDetail,
  ReturnOption,
  ReturnRequest,
  State,
  City,
  StoreSettings,
  Subscriber,
  User,
  WalletTransaction,
} from '../../generated/models';
import {
  banners,
  brands,
  categoryTree,
  citiesByState,
  cmsPages,
  contentTranslations,
  collections,
  coupons,
  customers,
  demoStore,
  faqs,
  optionTypes,
  paymentOptions,
  productSales,
  products,
  returnOptions,
  states,
} from '../fixtures';
import type { ContentTranslations } from '../fixtures/translations';

/** A product of the live catalogue: the detail (stock and reviews change) plus what only the server knows. */
export interface ProductRecord {
  detail: ProductDetail;
  /** Units sold (all time, last 7 days): best-selling, trending and `sort=popular`. */
  sales: { allTime: number; weekly: number };
  /** Reviewer user ids (one review per shopper per product). */
  reviewerIds: number[];
}

export interface UserRecord {
  user: User;
  /** Null for guests and OTP-only accounts. */
  password: string | null;
  /** False once a guest user was removed. */
  active: boolean;
}

export interface SessionRecord {
  token: string;
  userId: number;
  kind: 'registered' | 'guest';
  expiresAt: Date;
}

/** A PIN (OTP login) or OTP (password reset) waiting to be used. */
export interface CodeRecord {
  purpose: 'pin' | 'otp';
  /** The phone number or email it was sent to. */
  target: string;
  userId: number;
  code: string;
  expiresAt: Date;
  attempts: number;
  used: boolean;
  sentAt: Date;
}

export interface CartItemRecord {
  id: number;
  itemType: ItemType;
  itemId: number;
  productId: number;
  variantId: number | null;
  quantity: number;
}

export interface CartRecord {
  id: number;
  /** The anonymous cart token; null once a shopper owns the cart. */
  token: string | null;
  userId: number | null;
  items: CartItemRecord[];
  couponCode: string | null;
  codPayment: boolean;
  makeAdvancePayment: boolean;
  addressId: number | null;
  /** The order made from this cart: a closed cart is never used again (one order per cart). */
  orderId: number | null;
}

export interface WishlistEntryRecord {
  id: number;
  userId: number;
  itemType: ItemType;
  itemId: number;
  productId: number;
  createdAt: string;
}

export interface AddressRecord {
  userId: number;
  address: Address;
}

export interface OrderRecord {
  userId: number;
  cartId: number;
  order: Order;
  deliveredAt: Date | null;
  /** The order's units are out of stock: from the moment it is made (paid or not) until it fails or is cancelled. */
  stockHeld: boolean;
}

export interface ReturnRecord {
  userId: number;
  request: ReturnRequest;
}

export interface WalletTransactionRecord {
  userId: number;
  transaction: WalletTransaction;
}

/** An online payment (card popup, mobile wallet or global provider) and its sandbox outcome. */
export interface PaymentRecord {
  transactionId: string;
  provider: 'razorpay' | 'phonepe' | 'paypal';
  userId: number;
  orderId: number;
  cartId: number;
  providerOrderId: string;
  /** The provider payment id (paypal: issued at start; razorpay: the one verified). */
  paymentId: string | null;
  /** What the provider says: created (not yet paid or approved), paid, failed. */
  outcome: 'created' | 'paid' | 'failed';
  /**
   * The store's record of the attempt, as the API's `payments.status`: open until the provider's word is
   * taken; failed when refused or abandoned (a newer start), and a failed attempt is never paid after.
   */
  status: 'open' | 'paid' | 'failed';
  /** The provider confirmed after the attempt had failed: the money is to be refunded (the API's `refund_due`). */
  refundDue: boolean;
  /** Amount charged online, in rupees. */
  amount: number;
  advance: boolean;
  walletUsed: number;
}

/**
 * A coupon as the store keeps it: the domain's terms (money in paise; active, window and usage limits)
 * and its description. `usedCount` holds uses from before the fake started; uses by the fake's own
 * orders are counted from them (see `model/coupons.ts`).
 */
export type CouponRecord = CouponTerms & { description: string };

/** A coupon of the fixtures (the wire shape, rupees) as the store keeps it: active, no window, no limits. */
function couponRecordOf(coupon: Coupon): CouponRecord {
  const percentage = coupon.coupon_type === 'percentage';
  return {
    code: coupon.code,
    couponType: coupon.coupon_type,
    amount: percentage ? coupon.amount : toPaise(coupon.amount),
    maxDiscount: coupon.max_discount === null ? null : toPaise(coupon.max_discount),
    minCartValue: toPaise(coupon.min_cart_value),
    description: coupon.description,
    isActive: true,
    startsAt: null,
    expiresAt: coupon.expires_at,
    maxUsesTotal: null,
    usedCount: 0,
    maxUsesPerShopper: null,
    firstOrderOnly: false,
  };
}

/** A contact message as stored (cleaned as the API cleans it). */
export interface ContactRecord extends ContactMessage {
  id: number;
  created_at: string;
}

/** Everything the fake API knows. Handlers read and change it; `createFakeState()` makes a fresh one. */
export interface FakeState {
  /** Milliseconds added to the wall clock (`advanceTime`). */
  clockOffsetMs: number;
  settings: StoreSettings;
  paymentOptions: PaymentOption[];
  categories: Category[];
  brands: Brand[];
  optionTypes: OptionType[];
  products: ProductRecord[];
  collections: Collection[];
  banners: Banner[];
  cmsPages: CmsPage[];
  faqs: Faq[];
  /** The merchant's texts in other languages (answered to a request in that language). */
  translations: ContentTranslations;
  coupons: CouponRecord[];
  states: State[];
  citiesByState: Record<number, City[]>;
  /** Delivery zones and COD rules: the demo store's, changeable by tests. */
  deliveryRules: DeliveryRules;
  returnOptions: ReturnOption[];
  users: UserRecord[];
  sessions: Map<string, SessionRecord>;
  codes: CodeRecord[];
  outbox: OutboxMessage[];
  /** Failed logins per identifier (timestamps), for the 10-in-15-minutes limit. */
  loginFailures: Map<string, number[]>;
  carts: CartRecord[];
  wishlist: WishlistEntryRecord[];
  addresses: AddressRecord[];
  orders: OrderRecord[];
  returns: ReturnRecord[];
  walletTransactions: WalletTransactionRecord[];
  payments: PaymentRecord[];
  subscribers: Subscriber[];
  contacts: ContactRecord[];
  /** Next id per kind of record. */
  sequences: Record<string, number>;
}

/** A fresh state from the fixtures (deep copies: the fixtures themselves are never changed). */
export function createFakeState(): FakeState {
  const copy = <T>(value: T): T => structuredClone(value);
  const users: UserRecord[] = customers.map((c) => ({ user: copy(c.user), password: c.password, active: true }));
  return {
    clockOffsetMs: 0,
    settings: copy(demoStore),
    paymentOptions: copy(paymentOptions),
    categories: copy(categoryTree),
    brands: copy(brands),
    optionTypes: copy(optionTypes),
    products: products.map((detail) => ({
      detail: copy(detail),
      sales: { ...(productSales[detail.id] ?? { allTime: 0, weekly: 0 }) },
      reviewerIds: [],
    })),
    collections: copy(collections),
    banners: copy(banners),
    cmsPages: copy(cmsPages),
    faqs: copy(faqs),
    translations: copy(contentTranslations),
    coupons: coupons.map(couponRecordOf),
    states: copy(states),
    citiesByState: copy(citiesByState),
    deliveryRules: copy(DEMO_DELIVERY_RULES),
    returnOptions: copy(returnOptions),
    users,
    sessions: new Map(),
    codes: [],
    outbox: [],
    loginFailures: new Map(),
    carts: [],
    wishlist: [],
    addresses: customers.flatMap((c) => c.addresses.map((address) => ({ userId: c.user.id, address: copy(address) }))),
    orders: [],
    returns: [],
    walletTransactions: customers.flatMap((c) =>
      c.walletTransactions.map((transaction) => ({ userId: c.user.id, transaction: copy(transaction) })),
    ),
    payments: [],
    subscribers: [],
    contacts: [],
    sequences: {
      user: 1000,
      cart: 5000,
      cartItem: 7000,
      wishlist: 100,
      address: 100,
      order: 1000,
      orderItem: 1000,
      return: 10,
      wallet: 100,
      subscriber: 1,
      contact: 1,
      outbox: 1,
      review: 100,
    },
  };
}

/** The next id of a kind of record. */
export function nextId(state: FakeState, kind: string): number {
  state.sequences[kind] = (state.sequences[kind] ?? 0) + 1;
  return state.sequences[kind];
}

/** The fake's clock: the wall clock moved by `clockOffsetMs`. */
export function now(state: FakeState): Date {
  return new Date(Date.now() + state.clockOffsetMs);
}
