import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types, kept in step with `migrations/`. Conventions (the same on SQLite and PostgreSQL):
 * - ids are integers (autoincrement / serial);
 * - booleans are integers 0 or 1 (`Flag`), read with `flag()` from `db/values.ts`;
 * - money is integer paise (`Paise`); the wire carries rupees (see `libs/domain/src/money/paise.ts`);
 * - timestamps are ISO-8601 UTC text (`IsoTime`), so they sort as text;
 * - JSON columns are text (`JsonText`), parsed in code.
 */
type Id = Generated<number>;
export type Flag = number;
export type Paise = number;
export type IsoTime = string;
export type JsonText = string;
/** A column the database fills on insert (with a default) but that is plain afterwards. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface StoreSettingsTable {
  id: Id;
  name: string;
  logo: string;
  favicon: string;
  background_color: string;
  text_color: string;
  hover_color: string;
  border_color: string;
  currency_symbol: string;
  theme_template: string;
  /** general | salon */
  store_type: string;
  address: string | null;
  linkedin_url: string | null;
  instagram_url: string | null;
  twitter_url: string | null;
  facebook_url: string | null;
  youtube_url: string | null;
  customer_support_email: string;
  customer_care_number: string;
  whatsapp_number: string | null;
  allow_b2b_signup: Flag;
  default_web_login_method: string;
  hide_shoppeez_from_website: Flag;
  /** Coupons wait for a payment method other than cod (docs/product.md §6). */
  coupons_require_online_payment: Flag;
  /** The header's free-shipping line shows (migration 0016); on by default. */
  show_free_shipping_banner: Defaulted<Flag>;
  /** Guest checkout must give an e-mail address (migration 0018); on by default. */
  guest_email_required: Defaulted<Flag>;
  /** Anything extra a theme may need, JSON object. */
  extra: JsonText;
  /** The store's GST registration and its state (migration 0008): CGST + SGST within it, IGST outside. */
  gstin: Defaulted<string | null>;
  gst_state: Defaulted<string | null>;
  /** The merchant's UPI ID, payee of the popup's upi://pay link (migration 0020); null: no UPI QR or app link. */
  upi_vpa: Defaulted<string | null>;
  /** Delivery (migration 0017): where parcels leave from, the IST hour before which they leave the same working day, the COD limit. */
  ships_from_pincode: Defaulted<string>;
  dispatch_cutoff_hour: Defaulted<number>;
  cod_limit: Defaulted<Paise>;
  updated_at: IsoTime;
}

/** India Post's directory, one row per pincode (migration 0017; filled by the seed). Names in capitals. */
export interface PincodesTable {
  pincode: string;
  post_office: string;
  district: string;
  state: string;
}

/** The merchant's delivery zones (migration 0017), matched in `position` order; lists are JSON text. */
export interface DeliveryZonesTable {
  id: Id;
  position: number;
  name: string;
  serviceable: Defaulted<Flag>;
  /** JSON string[] of India Post state names. */
  states: Defaulted<JsonText>;
  /** JSON string[] of India Post district names. */
  districts: Defaulted<JsonText>;
  /** JSON { from, to }[] of pincodes, both ends included. */
  pincode_ranges: Defaulted<JsonText>;
  min_days: number;
  max_days: number;
  cod: Defaulted<Flag>;
}

export interface PaymentOptionsTable {
  id: Id;
  /** razorpay | phonepe | paypal | cod | wallet */
  code: string;
  name: string;
  description: string;
  enabled: Flag;
  position: number;
}

export interface CategoriesTable {
  id: Id;
  parent_id: number | null;
  name: string;
  /** URL handle, unique. */
  slug: string;
  /** When set, the storefront links the category to the CMS page `/get-to-know-us/{cms_slug}`. */
  cms_slug: string | null;
  description: string | null;
  image: string | null;
  show_on_header: Flag;
  is_top: Flag;
  position: number;
}

export interface BrandsTable {
  id: Id;
  name: string;
  slug: string;
  logo: string | null;
  featured: Flag;
  position: number;
}

export interface OptionTypesTable {
  id: Id;
  name: string;
  presentation: string;
  position: number;
}

export interface OptionValuesTable {
  id: Id;
  option_type_id: number;
  name: string;
  presentation: string;
  position: number;
}

/** Totals kept by triggers (migration 0009): `active_products`. */
export interface CatalogCountersTable {
  name: string;
  value: number;
}

export interface ProductsTable {
  id: Id;
  name: string;
  slug: string;
  sku: string;
  description: string;
  /** Selling price including tax. */
  price: Paise;
  compare_price: Paise | null;
  /** For a product with variants: the sum of its variants' stock. */
  stock_qty: number;
  back_order: Flag;
  brand_id: number | null;
  video_url: string | null;
  popularity: number;
  sold_count: number;
  weekly_views: number;
  is_active: Defaulted<Flag>;
  /** HSN code for the GST invoice (migration 0008). */
  hsn_code: Defaulted<string>;
  /** GST rate in percent, included in `price` (migration 0008). */
  gst_rate: Defaulted<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

/** Every category with each of its ancestors and itself (migration 0011, kept by triggers). */
export interface CategoryPathsTable {
  ancestor_id: number;
  category_id: number;
}

/**
 * One row per active product and per category that lists it (its own and their ancestors), with the
 * list's sort keys copied from the product (migration 0011, kept by triggers): a category page's index.
 */
export interface CategoryListingTable {
  category_id: number;
  product_id: number;
  created_at: IsoTime;
  price: Paise;
  popularity: number;
}

/**
 * The list's filter counts, kept by triggers (migration 0019): active products and how many of them can
 * be bought now, per category (0: the whole catalogue), brand (0: every brand, and none) and price band.
 */
export interface FacetCountsTable {
  brand_id: number;
  category_id: number;
  /** facet_price_bands.band of the products' price. */
  band: number;
  products: number;
  buyable: number;
}

/** A row while a bulk import has SQLite's filter-count triggers paused (migration 0019). */
export interface FacetCountsPausedTable {
  paused_at: IsoTime;
}

/** The price bands of facet_counts: band n holds prices from its from_paise up to the next band's. */
export interface FacetPriceBandsTable {
  band: number;
  from_paise: Paise;
}

/** The products a category trigger is rebuilding the listing of (empty outside a trigger). */
export interface CategoryListingRefreshTable {
  product_id: number;
}

export interface ProductImagesTable {
  id: Id;
  product_id: number;
  url: string;
  thumbnail: string;
  medium: string;
  large: string;
  alt: string;
  position: number;
}

export interface VariantsTable {
  id: Id;
  product_id: number;
  sku: string;
  price: Paise;
  compare_price: Paise | null;
  stock_qty: number;
  back_order: Flag;
  position: number;
}

export interface VariantOptionValuesTable {
  variant_id: number;
  option_value_id: number;
}

export interface BannersTable {
  id: Id;
  title: string;
  subtitle: string | null;
  image: string;
  mobile_image: string | null;
  link_url: string | null;
  position: number;
}

export interface CollectionsTable {
  id: Id;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  position: number;
}

export interface CollectionProductsTable {
  collection_id: number;
  product_id: number;
  position: number;
}

export interface CmsPagesTable {
  id: Id;
  title: string;
  slug: string;
  content: string;
  show_on_header: Flag;
  show_on_footer: Flag;
  position: number;
  updated_at: IsoTime;
}

export interface FaqsTable {
  id: Id;
  question: string;
  answer: string;
  category: string;
  position: number;
}

/** The merchant's text of one field in another language (migration 0022); absent: the merchant's own. */
export interface ContentTranslationsTable {
  /** product | category | cms_page | faq */
  kind: string;
  record_id: number;
  /** a store language other than English, e.g. hi-IN */
  locale: string;
  /** name, description, title, content, question, answer, category */
  field: string;
  value: string;
}

export interface CouponsTable {
  id: Id;
  code: string;
  /** percentage | flat */
  coupon_type: string;
  /** percentage: whole percent (10 = 10%); flat: paise. */
  amount: number;
  min_cart_value: Paise;
  max_discount: Paise | null;
  description: string;
  expires_at: IsoTime | null;
  is_active: Flag;
  /** Not valid before this time (migration 0013); null: valid from creation. */
  starts_at: Defaulted<IsoTime | null>;
  /** Uses across all shoppers; null: unlimited. `used_count` counts them (placed and pending orders). */
  max_uses_total: Defaulted<number | null>;
  used_count: Defaulted<number>;
  /** Uses per shopper (user id, phone or e-mail); null: unlimited. */
  max_uses_per_shopper: Defaulted<number | null>;
  /** Only for a shopper's first order (which also means once per shopper). */
  first_order_only: Defaulted<Flag>;
}

/** One row per order that used a coupon (migration 0013); deleted when the use is given back. */
export interface CouponRedemptionsTable {
  id: Id;
  coupon_id: number;
  /** Unique: an order uses at most one coupon once. */
  order_id: number;
  user_id: number;
  /** The order's delivery phone, as it was. */
  phone: string | null;
  /** The account's e-mail (normalised), as it was. */
  email: string | null;
  created_at: IsoTime;
}

export interface StatesTable {
  id: Id;
  name: string;
  code: string;
}

export interface CitiesTable {
  id: Id;
  state_id: number;
  name: string;
}

export interface ReturnOptionsTable {
  id: Id;
  title: string;
  description: string;
  position: number;
}

export interface UsersTable {
  id: Id;
  name: string;
  /** Lower-cased; unique among registered (non-guest) users. */
  email: string | null;
  /** 10 digits; unique among registered (non-guest) users. */
  full_phone_number: string | null;
  password_hash: string | null;
  /** b2b | b2c */
  business_type: string;
  gstin: string | null;
  business_name: string | null;
  gst_state: string | null;
  gst_address: string | null;
  salon_category: string | null;
  monthly_consumption: string | null;
  salon_location_pincode: string | null;
  is_guest: Flag;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface UserDocumentsTable {
  id: Id;
  user_id: number;
  filename: string;
  content_type: string;
  size_bytes: number;
  /** Relative to UPLOAD_DIR. */
  storage_path: string;
  created_at: IsoTime;
}

export interface SessionsTable {
  id: Id;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** registered | guest */
  kind: string;
  expires_at: IsoTime;
  created_at: IsoTime;
}

export interface OtpCodesTable {
  id: Id;
  /** A 10-digit phone number or a lower-cased email. */
  target: string;
  /** pin (OTP login) | reset (forgot password) */
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: IsoTime;
  verified_at: IsoTime | null;
  consumed_at: IsoTime | null;
  created_at: IsoTime;
}

export interface RateLimitEventsTable {
  id: Id;
  key: string;
  created_at: IsoTime;
}

export interface OutboxMessagesTable {
  id: Id;
  /** sms | email */
  channel: string;
  /** Phone number or email address (`to` on the wire). */
  recipient: string;
  subject: string | null;
  body: string;
  /** The OTP / PIN the message carries, when it carries one. */
  code: string | null;
  created_at: IsoTime;
}

export interface CartsTable {
  id: Id;
  /** SHA-256 of the cart token for anonymous carts; null for carts owned only by a user. */
  token_hash: string | null;
  user_id: number | null;
  coupon_id: number | null;
  make_advance_payment: Flag;
  cod_payment: Flag;
  address_id: number | null;
  /** Set when the cart became an order; such a cart is never reused. */
  ordered_order_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface CartItemsTable {
  id: Id;
  cart_id: number;
  /** Product | Variant */
  item_type: string;
  /** products.id for Product, variants.id for Variant (unique per cart with item_type). */
  item_id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface WishlistItemsTable {
  id: Id;
  user_id: number;
  item_type: string;
  item_id: number;
  product_id: number;
  variant_id: number | null;
  created_at: IsoTime;
}

export interface AddressesTable {
  id: Id;
  user_id: number;
  name: string;
  phone: string;
  address_line_1: string;
  address_line_2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
  /** home | work | other */
  address_type: string;
  is_default: Flag;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrdersTable {
  id: Id;
  user_id: number;
  /** One cart makes at most one order. */
  cart_id: number;
  /** INV-YYYY-NNNNNN, unique. */
  invoice_number: string;
  status: string;
  /** cod | wallet | razorpay | phonepe | paypal */
  payment_method: string;
  /** pending | paid | partially_paid | failed | refunded */
  payment_status: string;
  coupon_code: string | null;
  sub_total: Paise;
  discount: Paise;
  shipping_charge: Paise;
  cod_charge: Paise;
  wallet_amount_used: Paise;
  advance_payment_amount: Paise;
  total: Paise;
  amount_paid: Paise;
  amount_due: Paise;
  /** JSON snapshot of the delivery address at the time of the order. */
  address_snapshot: JsonText;
  note: string | null;
  cancel_reason: string | null;
  delivered_at: IsoTime | null;
  /** The B2B buyer's GSTIN and business name when the order was placed (migration 0008). */
  buyer_gstin: Defaulted<string | null>;
  buyer_business_name: Defaulted<string | null>;
  /** The phone of the address snapshot (migration 0013), for finding a shopper's earlier orders. */
  delivery_phone: Defaulted<string | null>;
  /** The delivery dates (YYYY-MM-DD, IST) promised at placement (migration 0017); null on older orders. */
  delivery_earliest_date: Defaulted<string | null>;
  delivery_latest_date: Defaulted<string | null>;
  /** The e-mail the confirmation goes to, as it was when ordering (migration 0018). */
  contact_email: Defaulted<string | null>;
  /** When the confirmation e-mail was sent (migration 0018): at most once per order. */
  confirmation_sent_at: Defaulted<string | null>;
  /** The language the order was placed in (migration 0023): its confirmation e-mail's. */
  locale: Defaulted<string>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  item_type: string;
  product_id: number;
  variant_id: number | null;
  product_name: string;
  product_slug: string;
  product_image: string | null;
  sku: string;
  /** JSON [{option_type, option_value}] */
  attributes: JsonText;
  unit_price: Paise;
  quantity: number;
  total_price: Paise;
  /** Units this line took out of stock (migration 0003); cancelling puts exactly these back. */
  stock_deducted: Defaulted<number>;
  /** The product's HSN code and GST rate when the order was placed (migration 0008; null before it). */
  hsn_code: Defaulted<string | null>;
  gst_rate: Defaulted<number | null>;
}

export interface OrderStatusHistoryTable {
  id: Id;
  order_id: number;
  status: string;
  note: string | null;
  created_at: IsoTime;
}

export interface ReturnRequestsTable {
  id: Id;
  order_id: number;
  user_id: number;
  return_option_id: number;
  comment: string | null;
  /** requested | approved | rejected */
  status: string;
  created_at: IsoTime;
}

export interface ReviewsTable {
  id: Id;
  user_id: number;
  product_id: number;
  rating: number;
  title: string;
  comment: string;
  created_at: IsoTime;
}

export interface WalletTransactionsTable {
  id: Id;
  user_id: number;
  /** credit | debit */
  kind: string;
  amount: Paise;
  description: string;
  order_id: number | null;
  created_at: IsoTime;
}

export interface SubscribersTable {
  id: Id;
  email: string;
  created_at: IsoTime;
}

export interface ContactsTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: IsoTime;
}

export interface PaymentsTable {
  id: Id;
  /** razorpay | phonepe | paypal */
  provider: string;
  /** Our own reference handed to the provider (transaction id), unique. */
  transaction_id: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  /** created | pending | paid | failed */
  status: string;
  amount: Paise;
  currency: string;
  cart_id: number;
  user_id: number;
  order_id: number | null;
  /** JSON: what the provider sent and answered, for audit. */
  raw: JsonText;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One row (id 1): bumped by trigger on every catalogue write (migration 0010, the read cache's key). */
export interface CatalogRevisionTable {
  id: number;
  revision: number;
}

export interface MediaTable {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  bytes: number;
  created_at: string;
}

export interface Database {
  store_settings: StoreSettingsTable;
  pincodes: PincodesTable;
  delivery_zones: DeliveryZonesTable;
  payment_options: PaymentOptionsTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  option_types: OptionTypesTable;
  option_values: OptionValuesTable;
  products: ProductsTable;
  catalog_counters: CatalogCountersTable;
  product_categories: ProductCategoriesTable;
  category_paths: CategoryPathsTable;
  category_listing: CategoryListingTable;
  category_listing_refresh: CategoryListingRefreshTable;
  facet_counts: FacetCountsTable;
  facet_price_bands: FacetPriceBandsTable;
  facet_counts_paused: FacetCountsPausedTable;
  product_images: ProductImagesTable;
  media: MediaTable;
  variants: VariantsTable;
  variant_option_values: VariantOptionValuesTable;
  banners: BannersTable;
  collections: CollectionsTable;
  collection_products: CollectionProductsTable;
  cms_pages: CmsPagesTable;
  faqs: FaqsTable;
  content_translations: ContentTranslationsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  states: StatesTable;
  cities: CitiesTable;
  return_options: ReturnOptionsTable;
  users: UsersTable;
  user_documents: UserDocumentsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  rate_limit_events: RateLimitEventsTable;
  outbox_messages: OutboxMessagesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  return_requests: ReturnRequestsTable;
  reviews: ReviewsTable;
  wallet_transactions: WalletTransactionsTable;
  subscribers: SubscribersTable;
  contacts: ContactsTable;
  payments: PaymentsTable;
  catalog_revision: CatalogRevisionTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type RowUpdate<T extends TableName> = Updateable<Database[T]>;
