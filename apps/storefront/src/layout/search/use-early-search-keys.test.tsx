import { act, fireEvent, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { RouteObject } from 'react-router-dom';
import { useStores } from '../../stores';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderRoutes } from '../../test-utils/render';
import { useEarlySearchKeys } from './use-early-search-keys';

const { fake } = installFakeApi();

/** The moment between a click on Search and the box's arrival: the hook, and another field on the page. */
const BeforeTheBox = observer(function BeforeTheBox() {
  const { ui } = useStores();
  useEarlySearchKeys(ui.searchOpen);
  return <input aria-label="Pincode" />;
});

const routes: RouteObject[] = [{ path: '*', element: <BeforeTheBox /> }];

describe('letters typed before the search box arrives', () => {
  it('go into the search text once Search is open', async () => {
    const app = await renderRoutes(fake, routes, { start: false });
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(app.root.search.text).toBe('');

    act(() => app.root.ui.openSearch());
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'e' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(app.root.search.text).toBe('ke');
  });

  it('stay where they are typed when a field has the focus', async () => {
    const app = await renderRoutes(fake, routes, { start: false });
    act(() => app.root.ui.openSearch());
    fireEvent.keyDown(screen.getByLabelText('Pincode'), { key: '5' });
    expect(app.root.search.text).toBe('');
  });
});
