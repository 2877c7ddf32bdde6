import { APP_ENTRY_ATTRIBUTE, APP_PRELOADS_ATTRIBUTE } from '@storefront/domain';

/** The longest the app's scripts wait for the first screen's pictures (a stalled picture must not keep the page inert). */
export const MAX_PICTURE_WAIT_MS = 1_500;

type PageWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { document: Document };

const delay = (win: PageWindow, ms: number) => new Promise<void>((resolve) => win.setTimeout(resolve, ms));

/** Resolves once every first-screen picture (`fetchpriority="high"`, as the server marks them) has loaded or failed. */
function firstScreenPictures(doc: Document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')].filter((img) => !img.complete);
  return Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** Resolves after two more frames: what has loaded by now is on the screen. */
function afterPaint(win: PageWindow): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))));
}

/** Asks for the app's entry and the chunks it will import (the attributes of the start script), once. */
function loadApp(doc: Document, startScript: Element): void {
  const preloads = (startScript.getAttribute(APP_PRELOADS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  for (const href of preloads) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
  const entry = doc.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = 'anonymous';
  entry.src = startScript.getAttribute(APP_ENTRY_ATTRIBUTE) ?? '';
  doc.head.append(entry);
}

/**
 * Starts the app on a page the server rendered once its first screen is painted: its pictures loaded (at
 * most MAX_PICTURE_WAIT_MS) and two frames drawn. The page is readable and its search box takes typing
 * before any script; until then the app's scripts neither share the connection with the largest picture
 * nor hold the main thread while it is painted. Answers when the entry has been asked for.
 */
export async function startAfterFirstScreen(win: PageWindow, maxWaitMs = MAX_PICTURE_WAIT_MS): Promise<void> {
  const doc = win.document;
  const startScript = doc.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
  if (!startScript) return;
  // A hidden tab draws no frames: the time limit starts the app there.
  await Promise.race([firstScreenPictures(doc).then(() => afterPaint(win)), delay(win, maxWaitMs)]);
  loadApp(doc, startScript);
}
