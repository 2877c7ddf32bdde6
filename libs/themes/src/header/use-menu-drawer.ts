import { useState } from 'react';
import type { HeaderActions, HeaderModel } from '../models/header-model';

/**
 * Open state of the small-screen menu drawer: controlled by the app when the model carries `menuOpen`,
 * otherwise kept here; either way `onMenuToggle` hears every change.
 */
export function useMenuDrawer(model: Pick<HeaderModel, 'menuOpen'>, actions: Pick<HeaderActions, 'onMenuToggle'>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = model.menuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (model.menuOpen === undefined) setOwnOpen(next);
    actions.onMenuToggle?.(next);
  };
  return { open, openDrawer: () => setOpen(true), closeDrawer: () => setOpen(false) };
}
