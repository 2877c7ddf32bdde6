/**
 * Test-only: the sign-in prompt (or checkout's inline forms) on a real RootStore over the msw fake, with
 * settings loaded and the prompt opened at a sub-route, as the account icon would open it.
 */
import type { AuthRoute } from '@storefront/domain';
import type { StoreSettings } from '@storefront/sdk';
import type { FakeApi } from '@storefront/sdk/testing';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SignInPrompt } from '../../../layout/sign-in-prompt';
import type { RootStore } from '../../../stores';
import { renderScreen } from '../../shared/testing/render-screen';
import { LazyAuthForms } from '..';

export interface RenderAuthOptions {
  route?: AuthRoute;
  /** Store settings to change before they load (OTP default, B2B sign-up, salon). */
  settings?: Partial<StoreSettings>;
  /** Render inline as on checkout's auth step instead of in the modal. */
  checkout?: { onContinueAsGuest?: () => void };
  prepare?: (root: RootStore) => Promise<unknown>;
}

export async function renderAuth(fake: FakeApi, { route = '/login', settings, checkout, prepare }: RenderAuthOptions = {}) {
  Object.assign(fake.state.settings, settings);
  const element = checkout ? (
    <Suspense fallback={null}>
      <LazyAuthForms placement="checkout" onContinueAsGuest={checkout.onContinueAsGuest} />
    </Suspense>
  ) : (
    <SignInPrompt />
  );
  const rendered = await renderScreen(fake, element, {
    url: checkout ? '/checkout?step=auth' : '/',
    path: checkout ? '/checkout' : '/',
    prepare: async (root) => {
      await root.settings.load();
      await prepare?.(root);
      root.ui.openSignInPrompt(route);
    },
  });
  // The forms are a lazy chunk: wait for the first one to be there.
  await screen.findAllByRole('button', { name: /Login|Send OTP|Register/ });
  return rendered;
}
