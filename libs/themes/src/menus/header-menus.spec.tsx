import { act, fireEvent, screen, within } from '@testing-library/react';
import { DefaultHeader } from '../header/default-header';
import { ElectronicHeader } from '../header/electronic-header';
import { GroceryHeader } from '../header/grocery-header';
import { demoHeaderModel, headerActions } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { panelNeedsEndAlign } from './menu-popover';

const openMobilesByKey = (key: string) => {
  const trigger = screen.getByRole('button', { name: 'Mobiles' });
  trigger.focus();
  fireEvent.keyDown(trigger, { key });
  return trigger;
};

describe('the mega menu (Electronic and Grocery)', () => {
  it.each([
    ['Electronic', ElectronicHeader],
    ['Grocery', GroceryHeader],
  ] as const)('in %s opens from the keyboard with only the flagged children', (theme, Header) => {
    renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} />, theme);
    const trigger = screen.getByRole('button', { name: 'Mobiles' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    openMobilesByKey('ArrowDown');

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Mobiles' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Phones' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Android' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Accessories & Cases' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Refurbished' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Feature Phones' })).not.toBeInTheDocument();
    const panel = menu.closest('[data-menu-panel]') as HTMLElement;
    expect(within(panel).getByText('Free Standard Shipping on Orders ₹499+ Orders')).toBeVisible();
    expect(within(panel).getByRole('img', { name: 'Mobiles' })).toBeInTheDocument();
  });

  it('shows no free-shipping line when the store has none', () => {
    renderInTheme(<ElectronicHeader model={{ ...demoHeaderModel, freeShippingText: undefined }} actions={headerActions()} />, 'Electronic');
    openMobilesByKey('ArrowDown');
    const panel = screen.getByRole('menu', { name: 'Mobiles' }).closest('[data-menu-panel]') as HTMLElement;
    expect(within(panel).queryByText(/Free Standard Shipping/)).not.toBeInTheDocument();
  });

  it('opens with Enter and with Space', () => {
    renderInTheme(<ElectronicHeader model={demoHeaderModel} actions={headerActions()} />, 'Electronic');
    openMobilesByKey('Enter');
    expect(screen.getByRole('menu', { name: 'Mobiles' })).toBeVisible();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    openMobilesByKey(' ');
    expect(screen.getByRole('menu', { name: 'Mobiles' })).toBeVisible();
  });

  it('moves with the arrow keys and closes with Escape, returning focus to its button', () => {
    renderInTheme(<ElectronicHeader model={demoHeaderModel} actions={headerActions()} />, 'Electronic');
    const trigger = openMobilesByKey('ArrowDown');
    const menu = screen.getByRole('menu', { name: 'Mobiles' });
    const items = within(menu).getAllByRole('menuitem');
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1], { key: 'ArrowUp' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0], { key: 'End' });
    expect(items[items.length - 1]).toHaveFocus();
    fireEvent.keyDown(items[items.length - 1], { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();

    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu', { name: 'Mobiles' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('jumps between columns with ArrowRight', () => {
    renderInTheme(<ElectronicHeader model={demoHeaderModel} actions={headerActions()} />, 'Electronic');
    openMobilesByKey('ArrowDown');
    const menu = screen.getByRole('menu', { name: 'Mobiles' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(within(menu).getByRole('menuitem', { name: 'Phones' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(within(menu).getByRole('menuitem', { name: 'Accessories & Cases' })).toHaveFocus();
  });

  it('opens on hover and closes shortly after the pointer leaves', () => {
    jest.useFakeTimers();
    renderInTheme(<ElectronicHeader model={demoHeaderModel} actions={headerActions()} />, 'Electronic');
    const item = screen.getByRole('button', { name: 'Mobiles' }).parentElement as HTMLElement;
    fireEvent.mouseEnter(item);
    expect(screen.getByRole('menu', { name: 'Mobiles' })).toBeVisible();
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('menu', { name: 'Mobiles' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('the dropdown menu (default header)', () => {
  it('opens by keyboard showing "View all", the flagged children and their flagged children', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    openMobilesByKey('ArrowDown');
    const menu = screen.getByRole('menu', { name: 'Mobiles' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['View all Mobiles', 'Phones', 'Android', 'Accessories & Cases']);
    expect(within(menu).getByRole('menuitem', { name: 'View all Mobiles' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Mobiles' })).toHaveFocus();
  });

  it('lists the overflow categories under More', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    const more = screen.getByRole('button', { name: 'More' });
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'More categories' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Gaming', 'Smart Home']);
  });

  it('closes when a link in it is followed', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    openMobilesByKey('ArrowDown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Phones' }));
    expect(screen.queryByRole('menu', { name: 'Mobiles' })).not.toBeInTheDocument();
  });
});

describe('menu buttons and the mouse', () => {
  it('stay open when clicked after hover opened them, and close on a second click', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    const trigger = screen.getByRole('button', { name: 'Mobiles' });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    fireEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Mobiles' })).toBeVisible();
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu', { name: 'Mobiles' })).not.toBeInTheDocument();
  });

  it('toggle on click without hover (touch)', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    const trigger = screen.getByRole('button', { name: 'Mobiles' });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a panel under its button near the end of the bar', () => {
  it('knows when to open leftwards', () => {
    // A 220 px panel from a button at 700-760 on an 800 px page would end at 920.
    expect(panelNeedsEndAlign({ left: 700, right: 760 }, 220, 800)).toBe(true);
    expect(panelNeedsEndAlign({ left: 300, right: 360 }, 220, 800)).toBe(false);
    // No room on either side: it stays where it was.
    expect(panelNeedsEndAlign({ left: 100, right: 160 }, 900, 800)).toBe(false);
  });

  it('opens from its button\'s right edge instead of running off the page', () => {
    const page = Object.getOwnPropertyDescriptor(document.documentElement, 'clientWidth');
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 800 });
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-menu-panel') ? 240 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The More button sits at 700-760, the others further left; the nav has room for every entry.
      const [left, right] =
        this.tagName === 'NAV' ? [0, 2000] : this.querySelector(':scope > button')?.textContent === 'More' ? [700, 760] : [200, 260];
      return { left, right, width: right - left, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    try {
      renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
      fireEvent.keyDown(screen.getByRole('button', { name: 'More' }), { key: 'ArrowDown' });
      const more = screen.getByRole('menu', { name: 'More categories' }).closest('[data-menu-panel]');
      expect(more).toHaveAttribute('data-align', 'end');
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });

      openMobilesByKey('ArrowDown');
      expect(screen.getByRole('menu', { name: 'Mobiles' }).closest('[data-menu-panel]')).not.toHaveAttribute('data-align');
    } finally {
      jest.restoreAllMocks();
      if (page) Object.defineProperty(document.documentElement, 'clientWidth', page);
      else delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });
});
