import type { NewRow } from '../../db/schema';

/** The demo store: "Kirana & Co.", an Indian general store. */
export const STORE_NAME = 'Kirana & Co.';

export function storeSettings(nowIso: string): NewRow<'store_settings'> {
  return {
    id: 1,
    name: STORE_NAME,
    logo: '/assets/images/logo.svg',
    favicon: '/assets/images/favicon.svg',
    background_color: '#fffaf3',
    text_color: '#1f2937',
    hover_color: '#e8590c',
    border_color: '#f1dcc4',
    currency_symbol: '₹',
    theme_template: 'Electronic',
    store_type: 'general',
    address: '14, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
    linkedin_url: 'https://www.linkedin.com/company/kirana-and-co',
    instagram_url: 'https://www.instagram.com/kiranaandco',
    twitter_url: 'https://x.com/kiranaandco',
    facebook_url: 'https://www.facebook.com/kiranaandco',
    youtube_url: 'https://www.youtube.com/@kiranaandco',
    customer_support_email: 'support@kiranaandco.in',
    customer_care_number: '1800 120 4455',
    whatsapp_number: '919820012345',
    allow_b2b_signup: 1,
    default_web_login_method: 'password',
    hide_shoppeez_from_website: 0,
    coupons_require_online_payment: 0,
    show_free_shipping_banner: 1,
    extra: JSON.stringify({ tagline: 'Everything for your home, delivered across India' }),
    gstin: '27AAKCK1234M1Z5',
    gst_state: 'Maharashtra',
    // A sandbox payee: the popup's UPI QR and app link pay it; no real account is behind it.
    upi_vpa: 'kiranaandco.sandbox@razorpay',
    updated_at: nowIso,
  };
}

export const PAYMENT_OPTIONS: NewRow<'payment_options'>[] = [
  { id: 1, code: 'cod', name: 'Cash on Delivery', description: 'Pay in cash or UPI when your order arrives (₹49 COD charge).', enabled: 1, position: 1 },
  { id: 2, code: 'razorpay', name: 'Cards, UPI & Netbanking', description: 'Pay securely with any debit or credit card, UPI app or netbanking.', enabled: 1, position: 2 },
  { id: 3, code: 'phonepe', name: 'PhonePe', description: 'Pay with your PhonePe UPI or wallet balance.', enabled: 1, position: 3 },
  { id: 4, code: 'paypal', name: 'PayPal', description: 'International cards and PayPal balance.', enabled: 1, position: 4 },
];

export const BANNERS: NewRow<'banners'>[] = [
  { id: 1, title: 'Festive Dhamaka Sale', subtitle: 'Up to 60% off on ethnic wear', image: '/assets/images/banner-1.svg', mobile_image: null, link_url: '/products?query=festive', position: 1 },
  { id: 2, title: 'Upgrade Your Sound', subtitle: 'Earbuds and speakers from ₹699', image: '/assets/images/banner-2.svg', mobile_image: null, link_url: '/products?query=tarang', position: 2 },
  { id: 3, title: 'Monthly Kirana Restock', subtitle: 'Staples, spices and tea delivered to your door', image: '/assets/images/banner-3.svg', mobile_image: null, link_url: '/products?query=organic', position: 3 },
  { id: 4, title: 'Smart Kitchen Days', subtitle: 'Mixers, kettles and cooktops with 2 year warranty', image: '/assets/images/banner-4.svg', mobile_image: null, link_url: '/products?query=kitchen', position: 4 },
  { id: 5, title: 'Flat ₹100 Off', subtitle: 'Use code FLAT100 on orders above ₹999', image: '/assets/images/banner-5.svg', mobile_image: null, link_url: '/products', position: 5 },
];

export interface CollectionSpec {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Which products: by top category name, or every product under a price (rupees), or the newest. */
  pick: { topCategory: string } | { underRupees: number } | { newest: true } | { topCategories: string[] };
}

export const COLLECTIONS: CollectionSpec[] = [
  { id: 1, name: 'Festive Picks', slug: 'festive-picks', description: 'Ethnic wear and gifting favourites for the season.', pick: { topCategories: ["Women's Fashion", "Men's Fashion"] } },
  { id: 2, name: 'Under ₹999', slug: 'under-999', description: 'Great finds that cost less than ₹999.', pick: { underRupees: 999 } },
  { id: 3, name: 'New Arrivals', slug: 'new-arrivals', description: 'Fresh on the shelves this month.', pick: { newest: true } },
  { id: 4, name: 'Kitchen Essentials', slug: 'kitchen-essentials', description: 'Everything an Indian kitchen runs on.', pick: { topCategories: ['Home & Kitchen', 'Grocery & Gourmet'] } },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export function cmsPages(nowIso: string): NewRow<'cms_pages'>[] {
  const page = (id: number, title: string, slug: string, content: string, header: boolean, footer: boolean): NewRow<'cms_pages'> => ({
    id,
    title,
    slug,
    content,
    show_on_header: header ? 1 : 0,
    show_on_footer: footer ? 1 : 0,
    position: id,
    updated_at: nowIso,
  });
  return [
    page(1, 'About Us', 'about-us', `<h2>About ${STORE_NAME}</h2>` + p(
      `${STORE_NAME} started in 2016 as a neighbourhood kirana store in Bandra, Mumbai. Today we deliver groceries, fashion, electronics and home essentials to more than 19,000 PIN codes across India.`,
      'We work directly with Indian brands, farmers and artisans so that you get honest prices and genuine products.',
    ), true, true),
    page(2, 'Terms and Policy', 'terms_and_policy', '<h2>Terms and Conditions</h2>' + p(
      `By using this website you agree to these terms. All prices are in Indian Rupees and include GST unless stated otherwise.`,
      'Orders are confirmed only after successful payment or, for cash on delivery, after verification. We may cancel an order if a product is unavailable or a price was listed in error; any amount paid is refunded in full.',
      'Coupons cannot be combined and have no cash value. These terms are governed by the laws of India and the courts of Mumbai have jurisdiction.',
    ), false, true),
    page(3, 'Privacy Policy', 'privacy-policy', '<h2>Privacy Policy</h2>' + p(
      'We collect your name, contact details and addresses only to process orders and to support you. We never sell your personal data.',
      'Payments are handled by certified payment partners; we do not store card numbers. You may ask us to delete your account at any time.',
    ), false, true),
    page(4, 'Shipping Policy', 'shipping-policy', '<h2>Shipping Policy</h2>' + p(
      'Orders are dispatched within 1-2 working days and delivered in 3-7 working days depending on your PIN code.',
      'Shipping is free on orders of ₹499 and above; a ₹40 charge applies below that. Cash on delivery orders carry a ₹49 handling charge.',
    ), true, true),
    page(5, 'Returns Policy', 'returns-policy', '<h2>Returns and Refunds</h2>' + p(
      'You can ask for a return within 7 days of delivery from My Orders. Items must be unused, with tags and original packaging.',
      'Refunds reach your original payment method or your wallet within 5-7 working days after the item is picked up.',
    ), false, true),
    page(6, 'Warranty and Service', 'warranty-and-service', '<h2>Warranty and Service</h2>' + p(
      'Electronics and appliances carry the brand warranty printed on the product page. Keep your invoice: it is your warranty card.',
      'For service, write to us with your order number and we will book a visit with the nearest authorised service centre.',
    ), false, false),
    page(7, 'Bulk and Wholesale Orders', 'bulk-orders', '<h2>Bulk and Wholesale Orders</h2>' + p(
      'Shops, salons, offices and caterers get special prices on bulk orders with a GST invoice. Register a business (B2B) account with your GSTIN to see them.',
      'For orders above ₹50,000 write to us and a category manager will call you back within one working day.',
    ), false, false),
  ];
}

export const FAQS: NewRow<'faqs'>[] = [
  ['Orders', 'How do I track my order?', 'Go to My Account, then My Orders, and open the order. Its status and history are shown there, and we also send updates by SMS and email.'],
  ['Orders', 'Can I cancel my order?', 'Yes, while the order is placed, confirmed or packed. Open it in My Orders and choose Cancel. Wallet money used on the order is refunded at once.'],
  ['Orders', 'Can I change the delivery address after ordering?', 'Not once the order is placed. Cancel it while it is still cancellable and place a new one with the right address.'],
  ['Shipping', 'How much does delivery cost?', 'Delivery is free on orders of ₹499 and above. Below that a flat ₹40 shipping charge applies.'],
  ['Shipping', 'How long does delivery take?', 'Most orders arrive in 3-7 working days. Metro cities are usually faster.'],
  ['Shipping', 'Do you deliver everywhere in India?', 'We deliver to more than 19,000 PIN codes. Enter your address at checkout to confirm delivery to yours.'],
  ['Payments', 'Which payment methods do you accept?', 'Cards, UPI and netbanking, PhonePe, PayPal for international cards, cash on delivery, and your wallet balance.'],
  ['Payments', 'What is advance payment?', 'You pay 20% of the order online now and the rest in cash when the order arrives.'],
  ['Payments', 'Is there a charge for cash on delivery?', 'Yes, a ₹49 handling charge is added to cash on delivery orders.'],
  ['Returns', 'How do I return a product?', 'Within 7 days of delivery, open the order in My Orders, choose Return and pick a reason. We arrange the pickup.'],
  ['Returns', 'When will I get my refund?', 'Within 5-7 working days after the pickup, to the original payment method or your wallet.'],
  ['Account', 'I forgot my password. What now?', 'Choose Forgot password on the login screen, enter your email or mobile number, and reset it with the OTP we send you.'],
].map(([category, question, answer], index) => ({ id: index + 1, category, question, answer, position: index + 1 }));

export function coupons(now: Date): NewRow<'coupons'>[] {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
  return [
    { id: 1, code: 'WELCOME10', coupon_type: 'percentage', amount: 10, min_cart_value: 49_900, max_discount: 20_000, description: '10% off your order (up to ₹200) on orders of ₹499 and above.', expires_at: null, is_active: 1, max_uses_per_shopper: 1 },
    { id: 2, code: 'FLAT100', coupon_type: 'flat', amount: 10_000, min_cart_value: 99_900, max_discount: null, description: 'Flat ₹100 off on orders of ₹999 and above.', expires_at: daysFromNow(90), is_active: 1 },
    { id: 3, code: 'BIG500', coupon_type: 'flat', amount: 50_000, min_cart_value: 499_900, max_discount: null, description: 'Flat ₹500 off on orders of ₹4,999 and above.', expires_at: daysFromNow(60), is_active: 1 },
    { id: 4, code: 'MONSOON25', coupon_type: 'percentage', amount: 25, min_cart_value: 79_900, max_discount: 30_000, description: 'Monsoon sale: 25% off (up to ₹300). Expired.', expires_at: daysFromNow(-10), is_active: 1 },
  ];
}

export const RETURN_OPTIONS: NewRow<'return_options'>[] = [
  { id: 1, title: 'Damaged or defective item', description: 'The product arrived broken, damaged or does not work.', position: 1 },
  { id: 2, title: 'Wrong item delivered', description: 'I received a different product, size or colour from what I ordered.', position: 2 },
  { id: 3, title: 'Size or fit issue', description: 'The size does not fit me.', position: 3 },
  { id: 4, title: 'Not as described', description: 'The product is different from its description or photos.', position: 4 },
  { id: 5, title: 'No longer needed', description: 'I changed my mind about this purchase.', position: 5 },
];

export const REVIEWER_NAMES = [
  'Aarav Sharma', 'Priya Nair', 'Rohan Mehta', 'Ananya Iyer', 'Vikram Singh', 'Sneha Kulkarni', 'Arjun Reddy',
  'Kavya Menon', 'Rahul Verma', 'Ishita Banerjee', 'Aditya Joshi', 'Meera Pillai', 'Karan Malhotra', 'Pooja Desai',
  'Siddharth Rao', 'Neha Gupta', 'Manish Yadav', 'Divya Krishnan', 'Harpreet Kaur', 'Farhan Qureshi',
];

export const REVIEW_TEXTS: Record<number, { title: string; comment: string }[]> = {
  5: [
    { title: 'Excellent, worth every rupee', comment: 'Quality is much better than I expected for the price. Delivered two days early too.' },
    { title: 'Highly recommended', comment: 'Bought this for my parents and they love it. Packaging was neat and secure.' },
    { title: 'Superb quality', comment: 'Exactly as shown in the pictures. Will order again from this store.' },
  ],
  4: [
    { title: 'Good product', comment: 'Does the job well. Slightly pricey but the quality makes up for it.' },
    { title: 'Value for money', comment: 'Happy with the purchase. Delivery took a day longer than promised.' },
    { title: 'Nice, as described', comment: 'Good finish and works as described. Would have liked better packaging.' },
  ],
  3: [
    { title: 'Average', comment: 'It is okay for the price. Nothing special but nothing wrong either.' },
    { title: 'Decent', comment: 'Works fine, though the colour is a little different from the photos.' },
  ],
  2: [{ title: 'Not great', comment: 'Quality could be better. Customer care was helpful though.' }],
  1: [{ title: 'Disappointed', comment: 'Did not meet my expectations. I have asked for a return.' }],
};
