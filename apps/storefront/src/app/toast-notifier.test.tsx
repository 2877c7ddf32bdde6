import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { toastNotifier, useToastsRequested } from './toast-notifier';

const Toasts = lazy(() => import('./toast-container'));

/** What App does: no container (and no react-toastify) until the first toast. */
function Harness() {
  const requested = useToastsRequested();
  return requested ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : (
    <p>no toast container</p>
  );
}

describe('toast notifier', () => {
  it('mounts the container on the first toast and shows it', async () => {
    render(<Harness />);
    expect(screen.getByText('no toast container')).toBeInTheDocument();

    await act(async () => toastNotifier.success('Added to cart'));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.queryByText('no toast container')).not.toBeInTheDocument();

    await act(async () => toastNotifier.error('Something went wrong'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
