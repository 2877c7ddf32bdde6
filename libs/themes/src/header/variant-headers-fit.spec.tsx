import type { ThemeName } from '@storefront/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { HeaderProps } from '../models/header-model';
import { demoHeaderModel, headerActions } from '../testing/fixtures';
import { barEntries, menuItemLabels, mockNavLayout, openMoreWithKeyboard, restoreNavLayout } from '../testing/nav-layout';
import { renderInTheme } from '../testing/render';
import { ElectronicHeader } from './electronic-header';
import { GarmentHeader } from './garment-header';
import { GroceryHeader } from './grocery-header';

/*
 * The Electronic, Grocery and Garment navs fit their row like the default header's. Made-up widths (see
 * mockNavLayout): Home 60, Mobiles 90, Laptops 90, Audio 70, Cameras 90, Wearables 110, More 60, the page
 * Our Story 110. Electronic and Grocery show five categories before More, Garment four.
 */
let layout: ReturnType<typeof mockNavLayout>;

beforeEach(() => {
  layout = mockNavLayout();
});

afterEach(restoreNavLayout);

const variants: [ThemeName, ComponentType<HeaderProps>, string[]][] = [
  ['Electronic', ElectronicHeader, ['Mobiles', 'Laptops', 'Audio', 'Cameras', 'Wearables']],
  ['Grocery', GroceryHeader, ['Mobiles', 'Laptops', 'Audio', 'Cameras', 'Wearables']],
  ['Garment', GarmentHeader, ['Mobiles', 'Laptops', 'Audio', 'Cameras']],
];

describe.each(variants)('the %s header on a narrow row', (theme, Header, shown) => {
  const render = () => renderInTheme(<Header model={demoHeaderModel} actions={headerActions()} />, theme);

  it('keeps Home, its categories, More and the header page in the bar when they fit', () => {
    render();
    expect(barEntries()).toEqual(['Home', ...shown, 'More', 'Our Story']);
  });

  it('moves the header page into More first', () => {
    // Room for Home, the categories and More (and the gaps), not for Our Story (110) as well.
    layout.navWidth = 60 + shown.reduce((sum, name) => sum + name.length * 10 + 20, 0) + 60 + 30;
    render();
    expect(barEntries()).toEqual(['Home', ...shown, 'More']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Our Story' })).not.toBeInTheDocument();

    const menu = openMoreWithKeyboard();
    expect(menu).toHaveAccessibleName('More');
    expect(menuItemLabels(menu).at(-1)).toBe('Our Story');
    expect(within(menu).getByRole('menuitem', { name: 'Our Story' })).toHaveAttribute('href', '/get-to-know-us/our-story');
  });

  it('then moves categories from the end, all reachable from the keyboard', () => {
    layout.navWidth = 360;
    render();
    // Home 60 + Mobiles 90 + Laptops 90 + More 60 (and the gaps) fits; Audio (70) does not.
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops', 'More']);

    const menu = openMoreWithKeyboard();
    // Audio keeps its sub-categories (its mega menu or dropdown in the bar) nested under it.
    expect(menuItemLabels(menu)).toEqual([
      'Audio',
      'Headphones',
      'Speakers',
      'Cameras',
      'Wearables',
      'Gaming',
      'Smart Home',
      'Our Story',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Audio' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(within(menu).getByRole('menuitem', { name: 'Our Story' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Cameras' })).toHaveAttribute('href', '/get-to-know-us/cameras-guide');
  });

  it('keeps the categories left in the bar opening their menus', () => {
    layout.navWidth = 360;
    render();
    const trigger = screen.getByRole('button', { name: 'Mobiles' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Mobiles' });
    expect(within(menu).getByRole('menuitem', { name: 'Phones' })).toBeInTheDocument();
    // The categories moved out of the bar are out of reach there (only More lists them).
    expect(screen.queryByRole('button', { name: 'Audio' })).not.toBeInTheDocument();
  });

  it('brings entries back when the row grows', () => {
    layout.navWidth = 360;
    render();
    expect(barEntries()).toHaveLength(4);

    layout.navWidth = 1000;
    act(() => layout.resize());
    expect(barEntries()).toEqual(['Home', ...shown, 'More', 'Our Story']);
  });

  it('hides More when nothing is left over', () => {
    const model = { ...demoHeaderModel, categories: demoHeaderModel.categories.slice(0, 3), headerPages: [] };
    renderInTheme(<Header model={model} actions={headerActions()} />, theme);
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops']);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});

it('keeps Electronic\'s "All Categories" menu in the row, outside the fitted nav', () => {
  layout.navWidth = 360;
  renderInTheme(<ElectronicHeader model={demoHeaderModel} actions={headerActions()} />, 'Electronic');
  const allCategories = screen.getByRole('button', { name: 'All Categories' });
  expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(allCategories);
  allCategories.focus();
  fireEvent.keyDown(allCategories, { key: 'ArrowDown' });
  expect(within(screen.getByRole('menu', { name: 'All Categories' })).getByRole('menuitem', { name: 'Smart Home' })).toBeInTheDocument();
});
