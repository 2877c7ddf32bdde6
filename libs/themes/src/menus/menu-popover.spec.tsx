import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { themeTokens } from '../tokens/theme-tokens';
import { MenuPopover } from './menu-popover';

// React's server renderer for the browser needs TextEncoder, which this test DOM lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

function MobilesMenu() {
  return (
    <ThemeProvider theme={themeTokens('Electronic')}>
      <MenuPopover label="Mobiles">
        {(menu) => (
          <div role="menu" id={menu.menuId} aria-label="Mobiles">
            <a role="menuitem" href="/products?category_ids[2]=phones">
              Phones
            </a>
          </div>
        )}
      </MenuPopover>
    </ThemeProvider>
  );
}

const panelOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-menu-panel]');

const openWithKeyboard = () => fireEvent.keyDown(screen.getByRole('button', { name: 'Mobiles' }), { key: 'ArrowDown' });

describe('MenuPopover', () => {
  it("draws a closed panel's contents in the browser only once the menu first opens, and keeps them after it closes", () => {
    const { container } = render(<MobilesMenu />);
    expect(panelOf(container)).toBeEmptyDOMElement();
    openWithKeyboard();
    expect(screen.getByRole('menuitem', { name: 'Phones' })).toBeVisible();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Phones' }), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(panelOf(container)?.querySelector('a[href="/products?category_ids[2]=phones"]')).not.toBeNull();
  });

  it("keeps the server's links in a closed panel when the page hydrates, with nothing to report, and opens as usual", async () => {
    // The server's HTML: a closed menu whose panel holds its links. This test DOM has a window, so the
    // server renderer leaves the panel empty here; its contents are written in as Node renders them.
    const page = document.createElement('div');
    page.innerHTML = renderToString(<MobilesMenu />);
    document.body.append(page);
    const menuId = page.querySelector('button')?.getAttribute('aria-controls');
    const panel = panelOf(page);
    if (!menuId || !panel) throw new Error('no menu in the server HTML');
    panel.innerHTML = `<div role="menu" id="${menuId}" aria-label="Mobiles"><a role="menuitem" href="/products?category_ids[2]=phones">Phones</a></div>`;
    const serverLink = page.querySelector('a[role="menuitem"]');
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    try {
      await act(async () => {
        hydrateRoot(page, <MobilesMenu />, { onRecoverableError: (error) => problems.push(error) });
      });
      expect(problems).toEqual([]);
      expect(page.querySelector('a[role="menuitem"]')).toBe(serverLink);
      expect(panelOf(page)).not.toBeVisible();

      openWithKeyboard();
      expect(screen.getByRole('menuitem', { name: 'Phones' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Mobiles' })).toHaveAttribute('aria-controls', screen.getByRole('menu', { name: 'Mobiles' }).id);
    } finally {
      consoleError.mockRestore();
      page.remove();
    }
  });
});
