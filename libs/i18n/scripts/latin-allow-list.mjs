/**
 * Names that stay in Latin script in a Hindi interface (payment schemes, brands, tax identifiers): the
 * catalog check accepts them in Hindi texts, and the lint rule in any text.
 */
export const LATIN_ALLOWED = [
  'UPI', 'RuPay', 'Visa', 'Mastercard', 'PhonePe', 'Paytm', 'Razorpay', 'PayPal', 'WhatsApp', 'GSTIN', 'PAN', 'IFSC',
  'English', 'Shoppeez',
  'Facebook', 'Instagram', 'LinkedIn', 'Twitter', 'YouTube',
];
