// The module's own exports, to enumerate every message it has (the package index mixes in everything else).
// eslint-disable-next-line @nx/enforce-module-boundaries
import * as messageModule from '../../domain/src/messages';
import {
  ADDRESS_MESSAGES,
  CONTACT_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  PAYMENT_METHOD_LABELS,
  PRICE_RANGE_MESSAGES,
  PROVIDER_REFUSAL_REASONS,
  REVIEW_MESSAGES,
  TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
  TRACK_ORDER_MESSAGES,
  UPI_ID_INVALID_MESSAGE,
  UPI_ID_REQUIRED_MESSAGE,
  RETURN_URL_FORMAT_MESSAGE,
  FREE_SHIPPING_BANNER_TEXT,
  SUBSCRIBER_COUNT_TEXT,
  WHATSAPP_CHAT_LABEL,
  blankFields,
  freeShippingBannerText,
  joinedFieldMessages,
  providerRefusalMessage,
  textLimit,
  wrongPaymentMethodMessage,
} from '@storefront/domain';
import { createI18n } from './create-i18n';
import { messageIn, serverI18n } from './server';
import { translateMessage } from './translate-message';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Payment methods named by their brand: the same in both languages. */
const BRAND_NAMES = ['PhonePe', 'PayPal'];

/**
 * Sample arguments for every message function of `libs/domain/src/messages`: a new function without a line
 * here fails the first test, and one without Hindi the second.
 */
const SAMPLES: Record<string, unknown[][]> = {
  registeredMessage: [['Asha']],
  otpSentMessage: [['email'], ['9876543210']],
  stockLimitMessage: [[3]],
  fallbackErrorMessage: Object.keys(messageModule.FALLBACK_ERROR_MESSAGES).map((operation) => [operation]),
  couponDroppedMessage: [['Coupon FLAT100 has expired'], [null]],
  couponNotFoundMessage: [['FLAT100']],
  couponInactiveMessage: [['FLAT100']],
  couponNotValidYetMessage: [['FLAT100']],
  couponExpiredMessage: [['FLAT100']],
  couponUsedUpMessage: [['FLAT100']],
  couponBelowMinimumMessage: [['FLAT100', 99_900, 50_000]],
  couponAlreadyUsedMessage: [['WELCOME', 1], ['WELCOME', 3]],
  couponFirstOrderOnlyMessage: [['WELCOME']],
  walletShortMessage: [[12_050, 150_000]],
  orderNotCancellableMessage: [['return_requested'], ['shipped']],
  orderLineUnavailableMessage: [['Masala Chai']],
  orderLineOutOfStockMessage: [['Masala Chai']],
  orderLineStockMessage: [['Masala Chai', 2]],
  walletPaidText: [['INV-2026-000123']],
  walletCancelRefundText: [['INV-2026-000123']],
  walletUnpaidRefundText: [['INV-2026-000123']],
  paymentUnavailableMessage: [['Card / UPI']],
  loginPinText: [['4821']],
  resetCodeText: [['4821']],
  tooManyAttemptsMessage: [[0], [9 * 60_000]],
  pincodeUnknownMessage: [['999999']],
  pincodeNotServedMessage: [['560001']],
  codOverLimitMessage: [[1_000_000]],
  deliveryByText: [['2025-12-02']],
};

/** Functions whose text is data, not words: "Bengaluru, Karnataka". */
const NOT_MESSAGES = new Set(['pincodePlaceText']);

/** Every English text of the domain (and the API's own) that a shopper may read. */
function englishTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries(messageModule)) {
    if (typeof value === 'function') {
      if (NOT_MESSAGES.has(name)) continue;
      for (const args of SAMPLES[name] ?? []) collect((value as (...a: unknown[]) => string)(...args));
    } else collect(value);
  }
  collect([ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PROVIDER_REFUSAL_REASONS, ADDRESS_MESSAGES, CONTACT_MESSAGES]);
  collect([REVIEW_MESSAGES, TRACK_ORDER_MESSAGES, PRICE_RANGE_MESSAGES, ORDER_TRACKING_NOT_FOUND_MESSAGE]);
  collect([TOO_MANY_TRACKING_ATTEMPTS_MESSAGE, UPI_ID_INVALID_MESSAGE, UPI_ID_REQUIRED_MESSAGE, RETURN_URL_FORMAT_MESSAGE]);
  collect([FREE_SHIPPING_BANNER_TEXT, SUBSCRIBER_COUNT_TEXT, WHATSAPP_CHAT_LABEL]);
  collect(Object.values(PROVIDER_REFUSAL_REASONS).map(providerRefusalMessage));
  collect([wrongPaymentMethodMessage('razorpay'), textLimit('business name', 150).message, textLimit('subject', 150).message]);
  collect(joinedFieldMessages(blankFields({ name: ' ', city: '' })));
  collect(freeShippingBannerText({ currency_symbol: '₹', free_shipping_from: 499, show_free_shipping_banner: true }));
  return [...new Set(texts)];
}

describe('translateMessage', () => {
  const hindi = serverI18n('hi-IN');

  it('has sample arguments for every message function of the domain', () => {
    const functions = Object.entries(messageModule).filter(([name, value]) => typeof value === 'function' && !NOT_MESSAGES.has(name));
    expect(functions.map(([name]) => name).filter((name) => !SAMPLES[name])).toEqual([]);
  });

  it.each(englishTexts())('has Hindi for "%s"', (english) => {
    const translated = translateMessage(hindi, english);
    if (BRAND_NAMES.includes(english)) return expect(translated).toBe(english); // PhonePe, PayPal
    expect(translated).not.toBe(english);
    expect(translated).toMatch(DEVANAGARI);
    // Codes, amounts, numbers and names sent in the text are kept.
    for (const value of english.match(/[A-Z]{2,}[A-Z0-9-]*\d[A-Z0-9-]*|₹\d[\d,]*(?:\.\d+)?|\d+|Masala Chai/g) ?? []) {
      expect(translated).toContain(value);
    }
  });

  it('keeps the values, and translates those that are messages themselves', () => {
    expect(messageIn('hi-IN', 'Coupon FLAT100 does not exist')).toBe('कूपन FLAT100 मौजूद नहीं है');
    expect(messageIn('hi-IN', 'Coupon X has expired. The coupon was removed.')).toBe(
      'कूपन X की अवधि समाप्त हो गई है। कूपन हटा दिया गया।',
    );
    expect(messageIn('hi-IN', 'This order can no longer be cancelled (it is return requested)')).toBe(
      'यह ऑर्डर अब रद्द नहीं किया जा सकता (स्थिति: वापसी का अनुरोध किया गया)',
    );
    expect(messageIn('hi-IN', 'Delivery by Tue, 2 Dec')).toBe('मंगल, 2 दिस॰ तक डिलीवरी');
    expect(messageIn('hi-IN', 'name is required; city is required')).toBe('नाम ज़रूरी है; city ज़रूरी है');
  });

  it('prefers the more specific template', () => {
    expect(messageIn('hi-IN', 'Coupon SAVE is no longer available')).toBe('कूपन SAVE अब उपलब्ध नहीं है');
    expect(messageIn('hi-IN', 'Masala Chai is no longer available')).toBe('Masala Chai अब उपलब्ध नहीं है');
  });

  it('returns unknown text, Hindi text and every English text unchanged', () => {
    expect(messageIn('hi-IN', 'The merchant’s own words')).toBe('The merchant’s own words');
    expect(messageIn('hi-IN', 'आपका कार्ट खाली है')).toBe('आपका कार्ट खाली है');
    expect(messageIn('en-IN', 'Coupon FLAT100 does not exist')).toBe('Coupon FLAT100 does not exist');
    expect(translateMessage(createI18n('en-IN'), 'Your cart is empty')).toBe('Your cart is empty');
    // A Hindi instance that has not loaded the area yet.
    expect(translateMessage(createI18n('hi-IN'), 'Coupon FLAT100 does not exist')).toBe('Coupon FLAT100 does not exist');
  });
});
