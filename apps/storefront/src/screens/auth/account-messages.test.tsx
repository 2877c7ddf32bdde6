import { render, screen } from '@testing-library/react';
import { createI18n, I18nProvider, SHELL_ENGLISH } from '@storefront/i18n';
import { SignInPrompt } from '../../layout/sign-in-prompt';
import { installFakeApi } from '../../test-utils/fake-api';
import { RoutedTestTree } from '../../test-utils/render';
import { createTestRouting } from '../../test-utils/test-router';
import { createTestStore } from '../../test-utils/test-store';

const { fake } = installFakeApi();

describe('the auth forms on a page that has only the shell’s messages (the browser’s home page)', () => {
  it('load the account messages with the forms; the prompt is named "Sign in" until then', async () => {
    const routing = createTestRouting('/');
    const store = createTestStore(fake, { navigator: routing.navigator });
    await store.root.settings.load();
    store.root.ui.openSignInPrompt('/register');
    const i18n = createI18n('en-IN', SHELL_ENGLISH);
    render(
      <I18nProvider i18n={i18n}>
        <RoutedTestTree store={store} routing={routing}>
          <SignInPrompt />
        </RoutedTestTree>
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });
});
