import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { scrollWindowTo } from '../testing/scroll';
import type { HeaderProps } from '../models/header-model';
import { demoHeaderModel, flaggedNames, headerActions } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { DefaultHeader } from './default-header';
import { ElectronicHeader } from './electronic-header';
import { GarmentHeader } from './garment-header';
import { GroceryHeader } from './grocery-header';

const variants: [string, ComponentType<HeaderProps>, number][] = [
  ['default', DefaultHeader, 5],
  ['grocery', GroceryHeader, 5],
  ['electronic', ElectronicHeader, 5],
  ['garment', GarmentHeader, 4],
];

/** The visible names of the main navigation's top-level entries, in order. */
function mainNavEntries() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const list = nav.querySelector('ul') as HTMLElement;
  return Array.from(list.children).map((item) => {
    const control = item.querySelector('a, button') as HTMLElement;
    return control.textContent?.trim();
  });
}

describe.each(variants)('the %s header', (variant, Header, limit) => {
  it(`marks its root with data-header-variant="${variant}"`, () => {
    const { container } = renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} />);
    expect(container.querySelector('header')).toHaveAttribute('data-header-variant', variant);
  });

  it(`shows Home, the first ${limit} categories flagged show_on_header, then More, then the header pages`, () => {
    renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} />);
    expect(mainNavEntries()).toEqual(['Home', ...flaggedNames.slice(0, limit), 'More', 'Our Story']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByText('Hidden Deals')).not.toBeInTheDocument();
  });

  it('has no More menu when every flagged category fits', () => {
    const model = { ...demoHeaderModel, categories: demoHeaderModel.categories.slice(0, 3) };
    renderInTheme(<Header model={model} actions={headerActions()} />);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('names its icons, with the wishlist and cart counts', () => {
    renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} />);
    expect(screen.getAllByRole('button', { name: 'Search' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('calls the app for search, wishlist, account and cart', () => {
    const actions = headerActions();
    renderInTheme(<Header model={demoHeaderModel} actions={actions} />);
    screen.getAllByRole('button', { name: 'Search' })[0].click();
    screen.getByRole('button', { name: 'Wishlist, 3 items' }).click();
    screen.getByRole('button', { name: 'Account' }).click();
    screen.getByRole('button', { name: 'Cart, 2 items' }).click();
    expect(actions.onSearchOpen).toHaveBeenCalledTimes(1);
    expect(actions.onWishlist).toHaveBeenCalledTimes(1);
    expect(actions.onAccount).toHaveBeenCalledTimes(1);
    expect(actions.onCart).toHaveBeenCalledTimes(1);
  });

  it('is sticky and turns scrolled only after more than 10 px', () => {
    const { container } = renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(getComputedStyle(header).position).toBe('sticky');
    scrollWindowTo(10);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollWindowTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollWindowTo(0);
  });

  it('links through the injected renderLink', () => {
    const renderLink = jest.fn(({ href, children, ...rest }) => (
      <a data-router-link={href} href={href} {...rest}>
        {children}
      </a>
    ));
    renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} renderLink={renderLink} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('data-router-link', '/');
    expect(within(nav).getByRole('link', { name: 'Our Story' })).toHaveAttribute(
      'data-router-link',
      '/get-to-know-us/our-story',
    );
  });
});

describe('category links in the header', () => {
  it('go to the content page for a category with a slug, else to the filtered list', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cameras' })).toHaveAttribute('href', '/get-to-know-us/cameras-guide');
    expect(within(nav).getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'href',
      '/products?category_ids[2]=laptops',
    );
  });
});

describe('the Electronic header', () => {
  it('has an "All Categories" menu listing every category in three levels', () => {
    renderInTheme(<ElectronicHeader model={demoHeaderModel} actions={headerActions()} />, 'Electronic');
    const button = screen.getByRole('button', { name: 'All Categories' });
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'All Categories' });
    expect(within(menu).getByRole('menuitem', { name: 'Hidden Deals' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Refurbished' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Feature Phones' })).toHaveAttribute(
      'href',
      '/products?category_ids[112]=feature%20phones',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Cameras' })).toHaveAttribute(
      'href',
      '/get-to-know-us/cameras-guide',
    );
  });
});
