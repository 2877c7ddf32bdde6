import { useEffect } from 'react';
import { useStores } from '../../stores';

/** The tab title of a screen: "<page> | <store name>", or just the page before settings load. */
export function pageTitle(page: string, storeName: string): string {
  return storeName ? `${page} | ${storeName}` : page;
}

/**
 * Sets document.title for the screen. Call it from an observer component: it reads the store name, so
 * the title follows the settings when they arrive after the screen (settings set the bare name first).
 * `page` null leaves the title alone (e.g. while the product is still loading).
 */
export function usePageTitle(page: string | null | undefined): void {
  const { settings } = useStores();
  const storeName = settings.storeName;
  useEffect(() => {
    if (page) document.title = pageTitle(page, storeName);
  }, [page, storeName]);
}
