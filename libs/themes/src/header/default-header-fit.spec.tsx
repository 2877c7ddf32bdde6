import { act, fireEvent, screen, within } from '@testing-library/react';
import { demoHeaderModel, headerActions } from '../testing/fixtures';
import { barEntries, menuItemLabels, mockNavLayout, openMoreWithKeyboard, restoreNavLayout } from '../testing/nav-layout';
import { renderInTheme } from '../testing/render';
import { DefaultHeader } from './default-header';

/*
 * Made-up widths (see mockNavLayout): demo header Home 60, Mobiles 90, Laptops 90, Audio 70, Cameras 90,
 * Wearables 110 (the first five flagged), More 60 (Gaming and Smart Home), the page Our Story 110.
 */
let layout: ReturnType<typeof mockNavLayout>;

beforeEach(() => {
  layout = mockNavLayout();
});

afterEach(restoreNavLayout);

describe('the default header on a narrow bar', () => {
  it('keeps everything in the bar when it fits', () => {
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops', 'Audio', 'Cameras', 'Wearables', 'More', 'Our Story']);
  });

  it('moves the header page into More first', () => {
    layout.navWidth = 600;
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops', 'Audio', 'Cameras', 'Wearables', 'More']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Our Story' })).not.toBeInTheDocument();

    const menu = openMoreWithKeyboard();
    expect(menuItemLabels(menu)).toEqual([
      'Gaming',
      'Smart Home',
      'Our Story',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Our Story' })).toHaveAttribute('href', '/get-to-know-us/our-story');
  });

  it('then moves categories from the end, all reachable from the keyboard', () => {
    layout.navWidth = 400;
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops', 'Audio', 'More']);

    const menu = openMoreWithKeyboard();
    expect(menuItemLabels(menu)).toEqual([
      'Cameras',
      'Wearables',
      'Gaming',
      'Smart Home',
      'Our Story',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Cameras' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(within(menu).getByRole('menuitem', { name: 'Our Story' })).toHaveFocus();
    // A moved category keeps its link (a slug goes to its content page).
    expect(within(menu).getByRole('menuitem', { name: 'Cameras' })).toHaveAttribute('href', '/get-to-know-us/cameras-guide');
  });

  it('brings entries back when the bar grows', () => {
    layout.navWidth = 400;
    renderInTheme(<DefaultHeader model={demoHeaderModel} actions={headerActions()} />);
    expect(barEntries()).toHaveLength(5);

    layout.navWidth = 1000;
    act(() => layout.resize());
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops', 'Audio', 'Cameras', 'Wearables', 'More', 'Our Story']);
  });

  it('shows More just for the pages when only they have no room', () => {
    layout.navWidth = 310;
    const model = { ...demoHeaderModel, categories: demoHeaderModel.categories.slice(0, 2) };
    renderInTheme(<DefaultHeader model={model} actions={headerActions()} />);
    // Home 60 + Mobiles 90 + Laptops 90 + More 60 fits in 310; Our Story (110) does not.
    expect(barEntries()).toEqual(['Home', 'Mobiles', 'Laptops', 'More']);
    const menu = openMoreWithKeyboard();
    expect(menu).toHaveAccessibleName('More');
    expect(menuItemLabels(menu)).toEqual(['Our Story']);
  });
});
