import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { parseJson } from '../../db/values';
import { toRupees } from '@storefront/domain';
import type {
  DeliveryPromise,
  AddressSnapshot,
  Order,
  OrderStatus,
  OrderSummary,
  PaymentMethodCode,
  PaymentStatus,
  VariantAttribute,
} from '@storefront/sdk';
import { DEFAULT_LOCALE, isLocale, type Locale, whatsAppOrderLink } from '@storefront/domain';
import { messageIn } from '@storefront/i18n/server';
import { loadPictures } from '../../media/load-pictures';
import { PLACEHOLDER_IMAGE } from '../catalog/product-summaries';
import { canCancel, canReturn } from './order-rules';

const EMPTY_ADDRESS: AddressSnapshot = {
  name: '',
  phone: '',
  address_line_1: '',
  address_line_2: null,
  landmark: null,
  city: '',
  state: '',
  pincode: '',
  address_type: 'home',
};

/** The delivery dates fixed at placement (migration 0017); null on orders placed before them. */
export function deliveryPromiseOf(order: Row<'orders'>): DeliveryPromise | null {
  if (!order.delivery_earliest_date || !order.delivery_latest_date) return null;
  return { earliest_delivery_date: order.delivery_earliest_date, latest_delivery_date: order.delivery_latest_date };
}

/**
 * The `Order` wire shape of one order row (items, history, links). The WhatsApp link's text is in `locale`
 * (the page asking), else in the language the order was placed in.
 */
export async function presentOrder(
  db: Kysely<Database>,
  order: Row<'orders'>,
  now: Date = new Date(),
  locale: Locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE,
): Promise<Order> {
  const [items, history, returnRequest, store] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_status_history')
      .select(['status', 'created_at'])
      .where('order_id', '=', order.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('return_requests').select('id').where('order_id', '=', order.id).executeTakeFirst(),
    db.selectFrom('store_settings').select(['name', 'whatsapp_number']).orderBy('id').executeTakeFirst(),
  ]);
  const pictures = await loadPictures(db, items.map((item) => item.product_image));
  return {
    id: order.id,
    invoice_number: order.invoice_number,
    status: order.status as OrderStatus,
    payment_method: order.payment_method as PaymentMethodCode,
    payment_status: order.payment_status as PaymentStatus,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      variant_id: item.variant_id,
      product_name: item.product_name,
      product_slug: item.product_slug,
      product_image: { thumbnail: item.product_image || PLACEHOLDER_IMAGE, picture: pictures.of(item.product_image) },
      attributes: parseJson<VariantAttribute[]>(item.attributes, []),
      unit_price: toRupees(item.unit_price),
      quantity: item.quantity,
      total_price: toRupees(item.total_price),
    })),
    sub_total: toRupees(order.sub_total),
    discount: toRupees(order.discount),
    coupon_code: order.coupon_code,
    shipping_charge: toRupees(order.shipping_charge),
    cod_charge: toRupees(order.cod_charge),
    wallet_amount_used: toRupees(order.wallet_amount_used),
    advance_payment_amount: toRupees(order.advance_payment_amount),
    total: toRupees(order.total),
    amount_due: toRupees(Math.max(0, order.amount_due)),
    address: { ...EMPTY_ADDRESS, ...parseJson<Partial<AddressSnapshot>>(order.address_snapshot, {}) },
    note: order.note,
    created_at: order.created_at,
    can_cancel: canCancel(order.status),
    can_return: canReturn(order, returnRequest !== undefined, now),
    whatsapp_order_link: store
      ? whatsAppOrderLink(
          { name: store.name, whatsappNumber: store.whatsapp_number },
          { invoiceNumber: order.invoice_number, total: order.total, paymentMethod: order.payment_method },
          items.map((item) => ({
            productName: item.product_name,
            attributes: parseJson<VariantAttribute[]>(item.attributes, []),
            quantity: item.quantity,
            totalPrice: item.total_price,
          })),
          (text) => messageIn(locale, text),
        )
      : null,
    status_history: history.map((entry) => ({ status: entry.status as OrderStatus, at: entry.created_at })),
    delivery_promise: deliveryPromiseOf(order),
  };
}

/** `OrderSummary` rows for My Orders (item count and first thumbnail in two queries). */
export async function presentOrderSummaries(db: Kysely<Database>, orders: Row<'orders'>[]): Promise<OrderSummary[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'quantity', 'product_image'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  const counts = new Map<number, number>();
  const thumbnails = new Map<number, string | null>();
  for (const item of items) {
    counts.set(item.order_id, (counts.get(item.order_id) ?? 0) + item.quantity);
    if (!thumbnails.has(item.order_id)) thumbnails.set(item.order_id, item.product_image);
  }
  const pictures = await loadPictures(db, thumbnails.values());
  return orders.map((order) => ({
    id: order.id,
    invoice_number: order.invoice_number,
    status: order.status as OrderStatus,
    payment_method: order.payment_method as PaymentMethodCode,
    payment_status: order.payment_status as PaymentStatus,
    total: toRupees(order.total),
    items_count: counts.get(order.id) ?? 0,
    thumbnail: thumbnails.get(order.id) ?? null,
    thumbnail_picture: pictures.of(thumbnails.get(order.id)),
    created_at: order.created_at,
    delivery_promise: deliveryPromiseOf(order),
  }));
}
