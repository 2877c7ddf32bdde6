import { sql } from 'kysely';
import { type AnyDb, dialectOf, flagColumn as flag, withId } from '../dialect';

/**
 * The whole first schema. Written once for both databases: integer ids (see `withId`), 0/1 flags,
 * integer paise for money, ISO text for timestamps, text for JSON. Never edit a shipped migration:
 * add a new migration instead.
 */
export async function up(db: AnyDb): Promise<void> {
  const d = dialectOf(db);
  const table = (name: string) => withId(db.schema.createTable(name), d);
  const index = (name: string, on: string, columns: string[]) =>
    db.schema.createIndex(name).on(on).columns(columns).execute();
  const unique = (name: string, on: string, columns: string[]) =>
    db.schema.createIndex(name).on(on).columns(columns).unique().execute();

  // Store and catalogue -------------------------------------------------------------------------------
  await table('store_settings')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('favicon', 'text', (c) => c.notNull())
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('text_color', 'text', (c) => c.notNull())
    .addColumn('hover_color', 'text', (c) => c.notNull())
    .addColumn('border_color', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('theme_template', 'text', (c) => c.notNull())
    .addColumn('store_type', 'text', (c) => c.notNull().defaultTo('general'))
    .addColumn('address', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('instagram_url', 'text')
    .addColumn('twitter_url', 'text')
    .addColumn('facebook_url', 'text')
    .addColumn('youtube_url', 'text')
    .addColumn('customer_support_email', 'text', (c) => c.notNull())
    .addColumn('customer_care_number', 'text', (c) => c.notNull())
    .addColumn('whatsapp_number', 'text')
    .addColumn('allow_b2b_signup', 'integer', flag(0))
    .addColumn('default_web_login_method', 'text', (c) => c.notNull())
    .addColumn('hide_shoppeez_from_website', 'integer', flag(0))
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('payment_options')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('categories')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('cms_slug', 'text')
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('show_on_header', 'integer', flag(0))
    .addColumn('is_top', 'integer', flag(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('categories_parent_id_idx', 'categories', ['parent_id']);

  await table('brands')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('featured', 'integer', flag(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('option_types')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('presentation', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('option_values')
    .addColumn('option_type_id', 'integer', (c) => c.notNull().references('option_types.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('presentation', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await unique('option_values_type_name_key', 'option_values', ['option_type_id', 'name']);

  await table('products')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('compare_price', 'integer')
    .addColumn('stock_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('back_order', 'integer', flag(0))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('video_url', 'text')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weekly_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index('products_brand_id_idx', 'products', ['brand_id']);
  await index('products_price_idx', 'products', ['price']);
  await index('products_created_at_idx', 'products', ['created_at']);

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pkey', ['product_id', 'category_id'])
    .execute();
  await index('product_categories_category_id_idx', 'product_categories', ['category_id']);

  await table('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('medium', 'text', (c) => c.notNull())
    .addColumn('large', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('product_images_product_id_idx', 'product_images', ['product_id']);

  await table('variants')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('compare_price', 'integer')
    .addColumn('stock_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('back_order', 'integer', flag(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('variants_product_id_idx', 'variants', ['product_id']);

  await db.schema
    .createTable('variant_option_values')
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('option_value_id', 'integer', (c) =>
      c.notNull().references('option_values.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('variant_option_values_pkey', ['variant_id', 'option_value_id'])
    .execute();

  await table('banners')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('mobile_image', 'text')
    .addColumn('link_url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('collections')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('collection_products')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('collection_products_pkey', ['collection_id', 'product_id'])
    .execute();

  // Content -------------------------------------------------------------------------------------------
  await table('cms_pages')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('show_on_header', 'integer', flag(0))
    .addColumn('show_on_footer', 'integer', flag(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('faqs')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('coupons')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('coupon_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('min_cart_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount', 'integer')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await table('states')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();

  await table('cities')
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await index('cities_state_id_idx', 'cities', ['state_id']);

  await table('return_options')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Identity ------------------------------------------------------------------------------------------
  await table('users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('full_phone_number', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('business_type', 'text', (c) => c.notNull().defaultTo('b2c'))
    .addColumn('gstin', 'text')
    .addColumn('business_name', 'text')
    .addColumn('gst_state', 'text')
    .addColumn('gst_address', 'text')
    .addColumn('salon_category', 'text')
    .addColumn('monthly_consumption', 'text')
    .addColumn('salon_location_pincode', 'text')
    .addColumn('is_guest', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Guests may share an email or phone with a registered shopper; registered shoppers may not.
  await db.schema
    .createIndex('users_registered_email_key')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('is_guest'), '=', 0)
    .execute();
  await db.schema
    .createIndex('users_registered_phone_key')
    .on('users')
    .column('full_phone_number')
    .unique()
    .where(sql.ref('is_guest'), '=', 0)
    .execute();

  await table('user_documents')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('sessions')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('sessions_user_id_idx', 'sessions', ['user_id']);

  await table('otp_codes')
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('otp_codes_target_purpose_idx', 'otp_codes', ['target', 'purpose']);

  await table('rate_limit_events')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('rate_limit_events_key_created_at_idx', 'rate_limit_events', ['key', 'created_at']);

  await table('outbox_messages')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('outbox_messages_recipient_idx', 'outbox_messages', ['recipient']);

  // Shopping ------------------------------------------------------------------------------------------
  await table('addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address_line_1', 'text', (c) => c.notNull())
    .addColumn('address_line_2', 'text')
    .addColumn('landmark', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('address_type', 'text', (c) => c.notNull().defaultTo('home'))
    .addColumn('is_default', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index('addresses_user_id_idx', 'addresses', ['user_id']);

  await table('carts')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('make_advance_payment', 'integer', flag(0))
    .addColumn('cod_payment', 'integer', flag(0))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    // No foreign key: orders reference carts, and a cycle would need deferred constraints.
    .addColumn('ordered_order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index('carts_user_id_idx', 'carts', ['user_id']);

  await table('cart_items')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.references('variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await unique('cart_items_cart_item_key', 'cart_items', ['cart_id', 'item_type', 'item_id']);

  await table('wishlist_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.references('variants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await unique('wishlist_items_user_item_key', 'wishlist_items', ['user_id', 'item_type', 'item_id']);

  await table('orders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('carts.id'))
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('sub_total', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_amount_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('advance_payment_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('amount_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address_snapshot', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index('orders_user_id_idx', 'orders', ['user_id']);

  await table('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    // Snapshots: no foreign keys to the catalogue, so a later catalogue change never breaks history.
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('product_image', 'text')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .execute();
  await index('order_items_order_id_idx', 'order_items', ['order_id']);

  await table('order_status_history')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('order_status_history_order_id_idx', 'order_status_history', ['order_id']);

  await table('return_requests')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('return_option_id', 'integer', (c) => c.notNull().references('return_options.id'))
    .addColumn('comment', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('return_requests_order_id_idx', 'return_requests', ['order_id']);

  await table('reviews')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await unique('reviews_user_product_key', 'reviews', ['user_id', 'product_id']);
  await index('reviews_product_id_idx', 'reviews', ['product_id']);

  await table('wallet_transactions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('wallet_transactions_user_id_idx', 'wallet_transactions', ['user_id']);

  await table('subscribers')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('contacts')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('payments')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('raw', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index('payments_provider_order_idx', 'payments', ['provider', 'provider_order_id']);
  await index('payments_cart_id_idx', 'payments', ['cart_id']);
}

/** Tables in creation order; `down` drops them in reverse. */
export const initialTables = [
  'store_settings', 'payment_options', 'categories', 'brands', 'option_types', 'option_values', 'products',
  'product_categories', 'product_images', 'variants', 'variant_option_values', 'banners', 'collections',
  'collection_products', 'cms_pages', 'faqs', 'coupons', 'states', 'cities', 'return_options', 'users',
  'user_documents', 'sessions', 'otp_codes', 'rate_limit_events', 'outbox_messages', 'addresses', 'carts',
  'cart_items', 'wishlist_items', 'orders', 'order_items', 'order_status_history', 'return_requests',
  'reviews', 'wallet_transactions', 'subscribers', 'contacts', 'payments',
] as const;

export async function down(db: AnyDb): Promise<void> {
  for (const name of [...initialTables].reverse()) await db.schema.dropTable(name).ifExists().execute();
}
