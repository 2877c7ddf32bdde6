import { APP_HYDRATING_EVENT, APP_STARTED_EVENT } from '@storefront/domain';
import { keepEarlyPresses } from './early-presses';

/** A server-rendered page of its own (listeners never leak between tests), with the start script's keeper on. */
function serverPage(body: string): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  doc.body.innerHTML = `<div id="root">${body}</div><div id="outside"><button type="button">Outside</button></div>`;
  keepEarlyPresses(doc);
  return doc;
}

const buttonNamed = (doc: Document, name: string) =>
  [...doc.querySelectorAll('button, a')].find((element) => element.textContent === name) as HTMLElement;

/** What the app answers once it runs: the presses each control receives from then on. */
function appPresses(doc: Document): string[] {
  const received: string[] = [];
  doc.addEventListener('click', (event) => received.push((event.target as Element).textContent ?? ''));
  return received;
}

const CARD = '<article><button type="button">Add to cart</button><button type="button">Wishlist</button></article>';

describe('keepEarlyPresses', () => {
  it('makes a press from before the app ran again once the page has started, once however often it was pressed', () => {
    const doc = serverPage(CARD);
    const addToCart = buttonNamed(doc, 'Add to cart');
    addToCart.click();
    addToCart.click();

    doc.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    const received = appPresses(doc);
    expect(received).toEqual([]);

    doc.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(received).toEqual(['Add to cart']);
    doc.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(received).toEqual(['Add to cart']);
  });

  it('replays presses on several buttons in the order they were made', () => {
    const doc = serverPage(CARD);
    buttonNamed(doc, 'Wishlist').click();
    buttonNamed(doc, 'Add to cart').click();
    doc.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    const received = appPresses(doc);
    doc.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(received).toEqual(['Wishlist', 'Add to cart']);
  });

  it('leaves presses made once hydration has begun to the app alone', () => {
    const doc = serverPage(CARD);
    doc.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    const received = appPresses(doc);
    buttonNamed(doc, 'Add to cart').click();
    doc.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(received).toEqual(['Add to cart']);
  });

  it('keeps no press of a submit button, a link, a disabled button or a button outside the page', () => {
    const doc = serverPage('<form><button type="submit">Search</button></form><a href="/products">All products</a><button type="button" disabled>Load more</button>');
    buttonNamed(doc, 'Search').addEventListener('click', (event) => event.preventDefault());
    for (const name of ['Search', 'All products', 'Load more', 'Outside']) buttonNamed(doc, name).click();
    doc.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    const received = appPresses(doc);
    doc.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(received).toEqual([]);
  });

  it('does not press a button that left the page or was disabled before the page started', () => {
    const doc = serverPage(CARD);
    const addToCart = buttonNamed(doc, 'Add to cart') as HTMLButtonElement;
    const wishlist = buttonNamed(doc, 'Wishlist') as HTMLButtonElement;
    addToCart.click();
    wishlist.click();
    doc.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    addToCart.remove();
    wishlist.disabled = true;
    const received = appPresses(doc);
    doc.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(received).toEqual([]);
  });
});
