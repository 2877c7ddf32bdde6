import { act, fireEvent, screen, within } from '@testing-library/react';
import { backOrderKettle } from '@storefront/sdk/testing';
import { delay, http } from 'msw';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../test-utils/render';
import { SearchOverlay } from './search-overlay';
import { installFakeApi } from '../../test-utils/fake-api';

const { fake, server } = installFakeApi();

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <button type="button">Outside</button>
        <Outlet />
        <SearchOverlay />
      </>
    ),
    children: [{ path: '*', element: <Where /> }],
  },
];

/** The fake answers searches 500 ms late, so the skeleton rows can be seen. */
function slowSearch() {
  server.use(
    http.get(`${fake.baseUrl}/products/v1/search`, async () => {
      await delay(500);
      return undefined;
    }),
  );
}

async function openOverlay() {
  const app = await renderRoutes(fake, routes, { start: false });
  await app.root.settings.load();
  act(() => app.root.ui.openSearch());
  return app;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('search overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  // jsdom has no layout: the active result's scrolling into view is the browser's.
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('has the "Search..." box, focused', async () => {
    await openOverlay();
    const box = screen.getByPlaceholderText('Search...');
    expect(box).toHaveFocus();
  });

  it('searches 1000 ms after typing stops, with skeleton rows while loading, then the results', async () => {
    slowSearch();
    await openOverlay();

    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: 'kettle' } });
    await advance(999);
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();

    await advance(1);
    expect(within(screen.getByTestId('search-results')).getAllByTestId('skeleton').length).toBeGreaterThan(0);

    await advance(500);
    const results = screen.getByRole('listbox', { name: 'Search results' });
    const row = within(results).getByRole('option', { name: new RegExp(backOrderKettle.name) });
    expect(row).toHaveTextContent('₹1,199.00');
    expect(row.querySelector('s')).toHaveTextContent('₹1,599.00');
    expect(row.querySelector('img')).toBeInTheDocument();
  });

  it('Enter goes to /products?query={text}', async () => {
    const { root } = await openOverlay();
    const box = screen.getByPlaceholderText('Search...');
    fireEvent.change(box, { target: { value: 'steel kettle' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await advance(0);

    expect(screen.getByLabelText('location')).toHaveTextContent('/products?query=steel%20kettle');
    expect(root.ui.searchOpen).toBe(false);
  });

  it('clicking a result opens the product and clears the text', async () => {
    const { root } = await openOverlay();
    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: 'kettle' } });
    await advance(1000);

    fireEvent.click(screen.getByRole('option', { name: new RegExp(backOrderKettle.name) }));
    await advance(0);

    expect(screen.getByLabelText('location')).toHaveTextContent(`/products/${backOrderKettle.slug}/${backOrderKettle.id}`);
    expect(root.search.text).toBe('');
    expect(root.search.results).toEqual([]);
  });

  it('arrow keys move through the results from the box, and Enter opens the one they are on', async () => {
    const { root } = await openOverlay();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'kettle' } });
    await advance(1000);
    const options = within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveFocus();
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(box, { key: 'Enter' });
    await advance(0);
    expect(screen.getByLabelText('location')).toHaveTextContent(options[0].getAttribute('href') ?? '');
    expect(root.ui.searchOpen).toBe(false);
  });

  it('Escape closes it and clears the results', async () => {
    const { root } = await openOverlay();
    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: 'kettle' } });
    await advance(1000);
    expect(root.search.results.length).toBeGreaterThan(0);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
    expect(root.search.results).toEqual([]);
  });

  it('keeps focus inside while open', async () => {
    await openOverlay();
    const dialog = screen.getByRole('dialog');

    // The rest of the page is hidden from assistive technology while the overlay is open.
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());

    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('makes the rest of the page inert while open, and gives it back on close', async () => {
    await openOverlay();
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    const hiddenAncestor = outside.closest('[inert]');
    expect(hiddenAncestor).not.toBeNull();
    expect(hiddenAncestor).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Outside' })).not.toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.getByRole('button', { name: 'Outside' })).not.toHaveAttribute('inert');
    expect(document.querySelector('[inert], [aria-hidden="true"]:not(svg)')).toBeNull();
  });

  it('limits the results panel to 450 px', async () => {
    await openOverlay();
    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: 'kettle' } });
    await advance(1000);

    expect(getComputedStyle(screen.getByTestId('search-results')).maxHeight).toBe('450px');
  });
});
