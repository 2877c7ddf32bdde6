import { createContext, useContext } from 'react';

/** A picture the page's `<head>` preloads, as its `<img>` or `<source>` asks for it. */
export interface PriorityImage {
  href?: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

/**
 * Given only while rendering on the server: the page's priority images (its LCP picture) add themselves,
 * and the server preloads each one with the same srcset and sizes as the markup, so the browser fetches
 * exactly the width it then shows, and once.
 */
export const PriorityImagesContext = createContext<PriorityImage[] | null>(null);

/** Adds the image once, however often the server renders the component (Suspense retries it). */
export function usePriorityImages(): ((image: PriorityImage) => void) | null {
  const collected = useContext(PriorityImagesContext);
  if (!collected) return null;
  return (image) => {
    const key = JSON.stringify(image);
    if (!collected.some((known) => JSON.stringify(known) === key)) collected.push(image);
  };
}
