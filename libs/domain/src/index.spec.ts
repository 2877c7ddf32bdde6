import * as domain from './index';

describe('@storefront/domain entry', () => {
  it('re-exports the rules, messages and constants', () => {
    expect(domain.nextQuantity({ current: 1, delta: 1 })).toEqual({ ok: true, quantity: 2 });
    expect(domain.resolveTheme({ hostname: 'localhost' })).toBe('Electronic');
    expect(domain.FALLBACK_ERROR_MESSAGES.addToCart).toBe('add to cart error');
    expect(domain.STORAGE_KEYS.authToken).toBe('auth_token');
    expect(typeof domain.registerSchema).toBe('function');
    expect(typeof domain.requiredText).toBe('function');
    expect(domain.whatsAppChatUrl('98765 43210')).toBe('https://wa.me/919876543210');
  });
});
