import type { FooterModel } from '../models/footer-model';

/** "© {year} {store name, or the host when the store has no name}". */
export function copyrightText(model: Pick<FooterModel, 'storeName' | 'host' | 'year'>): string {
  const year = model.year ?? new Date().getFullYear();
  const owner = model.storeName?.trim() || model.host;
  return `© ${year} ${owner}`;
}

export function Copyright({ model }: { model: Pick<FooterModel, 'storeName' | 'host' | 'year'> }) {
  return <p css={{ margin: 0 }}>{copyrightText(model)}</p>;
}
