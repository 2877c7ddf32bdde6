import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@storefront/i18n';
import { serverI18n } from '@storefront/i18n/server';
import { FormHarness } from '../testing/form-harness';
import { TextField } from './text-field';

function renderInHindi(error: string) {
  render(
    <I18nProvider i18n={serverI18n('hi-IN')}>
      <FormHarness>
        <TextField name="email" label="ईमेल" validate={() => error} />
      </FormHarness>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('field errors on a Hindi page', () => {
  it('shows the domain’s English message in Hindi', () => {
    renderInHindi('Email Required'); // the domain's FIELD_MESSAGES.subscribeEmailRequired
    expect(screen.getByRole('alert')).toHaveTextContent('ईमेल ज़रूरी है');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल ज़रूरी है');
  });

  it('shows a message already in Hindi as it is', () => {
    renderInHindi('पिनकोड सही नहीं है');
    expect(screen.getByRole('alert')).toHaveTextContent('पिनकोड सही नहीं है');
  });
});
