import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('SafeHtml', () => {
  it('removes <script> elements but keeps the surrounding content', () => {
    const { container } = render(
      <SafeHtml html={'<p>Our story</p><script>window.hacked = true</script><p>since 2010</p>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
    expect(container).toHaveTextContent('Our story');
    expect(container).toHaveTextContent('since 2010');
  });

  it('removes on* event handler attributes', () => {
    const { container } = render(
      <SafeHtml html={'<img src="x.png" alt="x" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Hi</p>'} />,
    );
    const elements = Array.from(container.querySelectorAll('*'));
    const handlers = elements.flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on')));
    expect(handlers).toEqual([]);
    expect(container.querySelector('p')).toHaveTextContent('Hi');
  });

  it('removes javascript: URLs from links', () => {
    const { container } = render(
      <SafeHtml html={'<a href="javascript:alert(1)">Click</a><a href="JaVaScRiPt:alert(2)">Two</a><a href="/faqs">FAQ</a>'} />,
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links).toHaveLength(3);
    expect(links[0]).not.toHaveAttribute('href');
    expect(links[1]).not.toHaveAttribute('href');
    expect(links[2]).toHaveAttribute('href', '/faqs');
  });

  it('drops iframes, forms and inline styles, and guards new-tab links', () => {
    const html =
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="card"></form>' +
      '<p style="position:fixed">Text</p><a href="https://example.com" target="_blank">Out</a>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/iframe|form|input|style=/);
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('moves headings down under the screen heading, still sanitised', () => {
    const { container } = render(
      <SafeHtml html={'<h1 id="a">About</h1><h2>Team</h2><h6>Fine print</h6><script>x()</script>'} headingOffset={1} />,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2#user-content-a')).toHaveTextContent('About');
    expect(container.querySelector('h3')).toHaveTextContent('Team');
    expect(container.querySelector('h6')).toHaveTextContent('Fine print');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders nothing for missing HTML', () => {
    const { container } = render(<SafeHtml html={null} data-testid="empty" />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});

describe('SafeHtml against DOM clobbering (SANITIZE_NAMED_PROPS)', () => {
  it('prefixes ids and names so content cannot shadow location, cookie or other globals', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<a id="location" href="https://evil.example">Shop</a><img name="cookie" src="x.png" alt="">' +
          '<img name="getElementById" src="y.png" alt=""><p id="defaultView">Text</p>'
        }
      />,
    );
    expect(container.querySelector('a')).toHaveAttribute('id', 'user-content-location');
    expect(container.querySelector('img')).toHaveAttribute('name', 'user-content-cookie');
    expect(container.querySelector('p')).toHaveAttribute('id', 'user-content-defaultView');
    expect(document.getElementById('location')).toBeNull();
    expect(typeof document.cookie).toBe('string');
    expect(typeof document.getElementById).toBe('function');
    expect(document.defaultView).toBe(window);
    expect(window.location.href).toMatch(/^http/);
  });

  it('keeps in-page links pointing at their (prefixed) targets', () => {
    const html = sanitizeHtml('<a href="#returns">Returns</a><h2 id="returns">Returns policy</h2>');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('a')).toHaveAttribute('href', '#user-content-returns');
    expect(holder.querySelector('h2')).toHaveAttribute('id', 'user-content-returns');
  });
});
