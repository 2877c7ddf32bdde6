import { useCallback, useEffect, useState, type RefObject } from 'react';

type LegacyDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type LegacyElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };

const fullscreenElement = () => {
  const doc = document as LegacyDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
};

/** Whether `ref`'s element is full screen, and a toggle using the Fullscreen API (WebKit prefix included). */
export function useFullscreen(ref: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(fullscreenElement() !== null && fullscreenElement() === ref.current);
    document.addEventListener('fullscreenchange', update);
    document.addEventListener('webkitfullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      document.removeEventListener('webkitfullscreenchange', update);
    };
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current as LegacyElement | null;
    if (!element) return;
    const doc = document as LegacyDocument;
    const run = (call: (() => Promise<void> | void) | undefined, target: object) => {
      // A refused request (no user gesture, iframe policy) rejects; the state simply stays as it is.
      Promise.resolve(call?.call(target)).catch(() => undefined);
    };
    if (fullscreenElement() === element) run(doc.exitFullscreen ?? doc.webkitExitFullscreen, doc);
    else run(element.requestFullscreen ?? element.webkitRequestFullscreen, element);
  }, [ref]);

  return [active, toggle];
}
