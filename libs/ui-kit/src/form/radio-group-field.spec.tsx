import { fireEvent, render, screen, within } from '@testing-library/react';
import { FormHarness } from '../testing/form-harness';
import { RadioGroupField } from './radio-group-field';

const ACCOUNT_TYPES = [
  { value: 'b2c', label: 'Personal' },
  { value: 'b2b', label: 'Business' },
];
const chosen = (value?: string) => (value ? undefined : 'Choose an account type');

describe('RadioGroupField', () => {
  it('is a group of radio buttons named by its legend', () => {
    render(
      <FormHarness>
        <RadioGroupField name="business_type" legend="Account type" options={ACCOUNT_TYPES} />
      </FormHarness>,
    );
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(['business_type', 'business_type']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Business' }));
    expect(within(group).getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Personal' })).not.toBeChecked();
  });

  it('submits the chosen value', () => {
    const onSubmit = jest.fn();
    render(
      <FormHarness onSubmit={onSubmit}>
        <RadioGroupField name="business_type" legend="Account type" options={ACCOUNT_TYPES} />
      </FormHarness>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ business_type: 'b2c' });
  });

  it('announces its error and is described by it once the form is submitted', () => {
    render(
      <FormHarness>
        <RadioGroupField name="business_type" legend="Account type" options={ACCOUNT_TYPES} validate={chosen} />
      </FormHarness>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an account type');
    expect(screen.getByRole('group', { name: 'Account type' })).toHaveAccessibleDescription('Choose an account type');
  });
});
