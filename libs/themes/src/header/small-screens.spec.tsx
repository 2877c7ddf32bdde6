import { act, fireEvent, screen, within } from '@testing-library/react';
import { demoHeaderModel, headerActions } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { DefaultHeader } from './default-header';
import { GarmentHeader } from './garment-header';
import { MobileBottomBar } from './mobile-bottom-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('the small-screen menu', () => {
  it('opens a slide-in drawer with an accordion of the header categories', async () => {
    const actions = headerActions();
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(actions.onMenuToggle).toHaveBeenCalledWith(true);

    // The drawer is a chunk of its own, loaded at the first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    const mobiles = within(drawer).getByRole('button', { name: 'Mobiles' });
    expect(mobiles).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('link', { name: 'Phones' })).not.toBeInTheDocument();

    fireEvent.click(mobiles);
    expect(mobiles).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'View all Mobiles' })).toBeVisible();
    expect(within(drawer).queryByRole('link', { name: 'Refurbished' })).not.toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Phones' }));
    expect(within(drawer).getByRole('link', { name: 'Android' })).toBeVisible();
    expect(within(drawer).queryByText('Hidden Deals')).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Laptops' }));
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the app when it controls the open state', async () => {
    const actions = headerActions();
    const { rerender } = renderInTheme(<DefaultHeader model={demoHeaderModel} actions={actions} />);
    rerender(<DefaultHeader model={{ ...demoHeaderModel, menuOpen: true }} actions={actions} />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(actions.onMenuToggle).toHaveBeenCalledWith(false);
  });
});

describe('the Garment drawer', () => {
  it('drills down into sub-categories and back', async () => {
    renderInTheme(<GarmentHeader model={demoHeaderModel} actions={headerActions()} />, 'Garment');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Mobiles' }));
    const level2 = screen.getByRole('dialog', { name: 'Mobiles' });
    expect(within(level2).getByRole('link', { name: 'View all Mobiles' })).toBeInTheDocument();
    expect(within(level2).queryByRole('link', { name: 'Refurbished' })).not.toBeInTheDocument();

    fireEvent.click(within(level2).getByRole('button', { name: 'Phones' }));
    const level3 = screen.getByRole('dialog', { name: 'Phones' });
    expect(within(level3).getByRole('link', { name: 'Android' })).toBeInTheDocument();
    expect(within(level3).queryByRole('link', { name: 'Feature Phones' })).not.toBeInTheDocument();

    fireEvent.click(within(level3).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Mobiles' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('has Search, Sign in, Wishlist and Cart buttons that close it and call the app', async () => {
    const actions = headerActions();
    renderInTheme(<GarmentHeader model={demoHeaderModel} actions={actions} />, 'Garment');
    const buttons: [string, jest.Mock][] = [
      ['Search', actions.onSearchOpen as jest.Mock],
      ['Sign in', actions.onAccount as jest.Mock],
      ['Wishlist, 3 items', actions.onWishlist as jest.Mock],
      ['Cart, 2 items', actions.onCart as jest.Mock],
    ];
    for (const [name, action] of buttons) {
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name }));
      expect(action).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(400));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });
});

describe('the mobile bottom bar', () => {
  const props = { cartCount: 2, wishlistCount: 0, onCart: jest.fn(), onWishlist: jest.fn(), onLogin: jest.fn() };

  it('has Home, Cart, Wish and Login when signed out', () => {
    renderInTheme(<MobileBottomBar signedIn={false} {...props} />);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Wish' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Login' }));
    expect(props.onLogin).toHaveBeenCalled();
  });

  it('links Account to /my-account when signed in', () => {
    renderInTheme(<MobileBottomBar signedIn {...props} />);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides itself at 776 px and wider', () => {
    renderInTheme(<MobileBottomBar signedIn={false} {...props} />);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    const barClass = Array.from(bar.classList).find((name) => name.startsWith('css-'));
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const hiding = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.replace(/\s/g, '') === '(min-width:776px)' &&
        rule.cssRules[0]?.cssText.includes(`.${barClass}`) === true,
    );
    expect(hiding).toHaveLength(1);
    expect((hiding[0].cssRules[0] as CSSStyleRule).style.display).toBe('none');
  });
});
