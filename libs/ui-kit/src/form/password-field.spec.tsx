import { fireEvent, render, screen } from '@testing-library/react';
import { FormHarness } from '../testing/form-harness';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until "Show password" is pressed, then hides it again', () => {
    render(
      <FormHarness>
        <PasswordField name="password" label="Password" />
      </FormHarness>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit the form when toggled', () => {
    const onSubmit = jest.fn();
    render(
      <FormHarness onSubmit={onSubmit}>
        <PasswordField name="password" label="Password" />
      </FormHarness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
