import { isValidVideoLink } from './video-link';

describe('video link', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('renders for %s', (url) => expect(isValidVideoLink(url)).toBe(true));

  it.each([
    'https://www.youtube.com/embed/',
    'https://www.youtube.com/embed/?autoplay=1',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.in/embed/dQw4w9WgXcQ',
    'https://vimeo.com/embed/123',
    '',
  ])('does not render for %s', (url) => expect(isValidVideoLink(url)).toBe(false));

  it('does not render without a link', () => {
    expect(isValidVideoLink(null)).toBe(false);
  });
});
