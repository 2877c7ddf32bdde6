import { RETURN_URL_ORIGIN_MESSAGE } from '../messages';
import { checkedReturnUrl, RETURN_URL_FORMAT_MESSAGE } from './return-url';

describe('payment return URLs (checkedReturnUrl)', () => {
  const store = 'https://shop.example.in';

  it('keeps an http(s) URL on the store origin', () => {
    expect(checkedReturnUrl('https://shop.example.in/callbackUrl?action=paypal', store)).toEqual({
      url: 'https://shop.example.in/callbackUrl?action=paypal',
    });
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://shop.example.in/x'])('refuses %p as not an http(s) URL', (url) => {
    expect(checkedReturnUrl(url, store)).toEqual({ refusal: RETURN_URL_FORMAT_MESSAGE });
  });

  it.each(['https://evil.example/callbackUrl', 'http://shop.example.in/callbackUrl', 'https://shop.example.in:8443/x'])(
    'refuses %p as another origin',
    (url) => {
      expect(checkedReturnUrl(url, store)).toEqual({ refusal: RETURN_URL_ORIGIN_MESSAGE });
    },
  );
});
