import { whatsAppChatHiddenOn, whatsAppChatNumber, whatsAppChatShown, whatsAppChatUrl, whatsAppDigits } from './whatsapp-chat';

describe('WhatsApp chat link', () => {
  it.each([
    ['98765 43210', 'https://wa.me/919876543210'],
    ['9876543210', 'https://wa.me/919876543210'],
    ['(987) 654-3210', 'https://wa.me/919876543210'],
    ['+91 98765 43210', 'https://wa.me/919876543210'],
    ['91-98765-43210', 'https://wa.me/919876543210'],
    ['098765 43210', 'https://wa.me/919876543210'],
    ['0091 98765 43210', 'https://wa.me/919876543210'],
    ['+44 20 7946 0958', 'https://wa.me/442079460958'],
    ['1800 120 4455', 'https://wa.me/18001204455'],
  ])('goes to wa.me with the digits of %s', (number, url) => {
    expect(whatsAppChatUrl(number)).toBe(url);
  });

  it.each([null, undefined, '', '   ', 'call us', '12345', '0 98765 4321'])(
    'is null without a usable number (%p)',
    (number) => {
      expect(whatsAppChatUrl(number)).toBeNull();
      expect(whatsAppDigits(number)).toBeNull();
    },
  );

  it('gives a 10-digit number the Indian country code and leaves longer ones as they are', () => {
    expect(whatsAppDigits('9820012345')).toBe('919820012345');
    expect(whatsAppDigits('919820012345')).toBe('919820012345');
  });
});

describe('where the WhatsApp chat button is hidden', () => {
  it.each(['/products', '/products/', '/products/floral-dress/7', '/products/a/b/c', '/Products', '/PRODUCTS/tee/1'])(
    'hides it on %s',
    (path) => expect(whatsAppChatHiddenOn(path)).toBe(true),
  );

  it.each(['/', '/checkout', '/get-to-know-us/about-us', '/products-sale', '/productsx', '/my-account/products', '/contact-us'])(
    'shows it on %s',
    (path) => expect(whatsAppChatHiddenOn(path)).toBe(false),
  );
});

describe('the WhatsApp chat number', () => {
  it('is the store WhatsApp number, else its customer care number, else none', () => {
    expect(whatsAppChatNumber({ whatsapp_number: '919820012345', customer_care_number: '1800 120 4455' })).toBe('919820012345');
    expect(whatsAppChatNumber({ whatsapp_number: null, customer_care_number: '98200 12345' })).toBe('98200 12345');
    expect(whatsAppChatNumber({ whatsapp_number: '', customer_care_number: null })).toBeNull();
    expect(whatsAppChatNumber(null)).toBeNull();
  });
});

describe('where the WhatsApp chat button shows', () => {
  it('shows with a usable number outside /products only', () => {
    expect(whatsAppChatShown('98200 12345', '/')).toBe(true);
    expect(whatsAppChatShown('98200 12345', '/products/tee/1')).toBe(false);
    expect(whatsAppChatShown(null, '/')).toBe(false);
    expect(whatsAppChatShown('', '/checkout')).toBe(false);
  });
});
