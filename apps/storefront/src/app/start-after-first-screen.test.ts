import { startAfterFirstScreen } from './start-after-first-screen';

const START_SCRIPT = '<script type="module" src="/assets/page-start.js" data-app-entry="/assets/index-abc.js" data-app-preloads="/assets/chrome-1.js /assets/home-2.js"></script>';

function pageWith(body: string): Window {
  document.head.innerHTML = START_SCRIPT;
  document.body.innerHTML = `<div id="root">${body}</div>`;
  return window;
}

const entryScripts = () => [...document.head.querySelectorAll('script[src="/assets/index-abc.js"]')];
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('startAfterFirstScreen', () => {
  it("asks for the app's entry and its chunks only once the first screen's picture has loaded and been painted", async () => {
    const win = pageWith('<img src="/media/hero/720" fetchpriority="high" alt=""><img src="/media/card/320" loading="lazy" alt="">');
    const hero = document.querySelector('img') as HTMLImageElement;
    const started = startAfterFirstScreen(win, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entryScripts()).toHaveLength(0);

    hero.dispatchEvent(new Event('load'));
    await started;
    expect(entryScripts()).toHaveLength(1);
    expect(entryScripts()[0]).toHaveAttribute('type', 'module');
    expect(preloads()).toEqual(['/assets/chrome-1.js', '/assets/home-2.js']);
  });

  it('starts after the first paint on a page without a first-screen picture, and when the picture fails', async () => {
    await startAfterFirstScreen(pageWith('<h1>About us</h1>'), 5_000);
    expect(entryScripts()).toHaveLength(1);

    const win = pageWith('<img src="/media/missing/720" fetchpriority="high" alt="">');
    const started = startAfterFirstScreen(win, 5_000);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    await started;
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts anyway when a picture never arrives', async () => {
    const started = startAfterFirstScreen(pageWith('<img src="/media/stalled/720" fetchpriority="high" alt="">'), 30);
    await started;
    expect(entryScripts()).toHaveLength(1);
  });
});
