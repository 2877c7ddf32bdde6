import { act, render, screen } from '@testing-library/react';
import { EMPTY_CART_MESSAGE, couponNotFoundMessage } from '@storefront/domain';
import { lazy, Suspense } from 'react';
import { pageI18n } from './page-i18n';
import { toastNotifier, useToastsRequested } from './toast-notifier';

const Toasts = lazy(() => import('./toast-container'));

function Harness() {
  return useToastsRequested() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

describe('toast notifier on a Hindi page', () => {
  it('shows the domain’s and the API’s English texts in Hindi, and Hindi as it is', async () => {
    await pageI18n('hi-IN');
    render(<Harness />);

    await act(async () => toastNotifier.error(couponNotFoundMessage('FLAT100')));
    expect(await screen.findByText('कूपन FLAT100 मौजूद नहीं है')).toBeInTheDocument();

    await act(async () => toastNotifier.success(EMPTY_CART_MESSAGE));
    expect(await screen.findByText('आपका कार्ट खाली है')).toBeInTheDocument();

    await act(async () => toastNotifier.success('पता अपडेट हो गया!'));
    expect(await screen.findByText('पता अपडेट हो गया!')).toBeInTheDocument();
  });
});
