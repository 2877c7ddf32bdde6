import { APP_HYDRATING_EVENT, APP_STARTED_EVENT } from '@storefront/domain';

/**
 * Buttons a shopper can press before the app's scripts have run: the plain buttons of the server's page
 * ("Add to cart" on a product card, the wishlist heart). Submit buttons and links work without scripts, and
 * buttons drawn disabled until hydration take no press at all.
 */
function earlyButton(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button[type="button"]');
  if (!(button instanceof HTMLButtonElement) || button.disabled || !button.closest('#root')) return null;
  return button;
}

/**
 * Keeps the presses made on a server-rendered page before the app can answer them, and makes them again
 * once it can. The start script runs this at once, while the app's own scripts wait for the first screen
 * (start-after-first-screen.ts): a press on "Add to cart" in that time used to do nothing. A button pressed
 * several times is pressed once (nothing showed the first press). Presses stop being kept when React starts
 * hydrating (it answers them from then on), and are made again when the page has started, on the same
 * elements React has taken over, unless they left the page or were disabled meanwhile.
 */
export function keepEarlyPresses(doc: Document): void {
  const pressed: HTMLButtonElement[] = [];
  const keep = (event: Event) => {
    const button = earlyButton(event.target);
    if (button && !pressed.includes(button)) pressed.push(button);
  };
  doc.addEventListener('click', keep, true);
  doc.addEventListener(
    APP_HYDRATING_EVENT,
    () => {
      doc.removeEventListener('click', keep, true);
      if (pressed.length === 0) return;
      doc.addEventListener(
        APP_STARTED_EVENT,
        () => {
          for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
        },
        { once: true },
      );
    },
    { once: true },
  );
}
