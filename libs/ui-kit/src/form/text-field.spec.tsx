import { fireEvent, render, screen } from '@testing-library/react';
import { FormHarness } from '../testing/form-harness';
import { OtpField } from './otp-field';
import { TextField } from './text-field';

const required = (value?: string) => (value ? undefined : 'Email Required');

describe('TextField', () => {
  it('keeps quiet about errors until the field is touched', () => {
    render(
      <FormHarness>
        <TextField name="email" label="Email" type="email" validate={required} />
      </FormHarness>,
    );
    const input = screen.getByLabelText('Email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Email Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email Required');
  });

  it('shows errors for every field when the form is submitted', () => {
    render(
      <FormHarness>
        <TextField name="email" label="Email" validate={required} />
      </FormHarness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email Required');
  });

  it('submits what was typed', () => {
    const onSubmit = jest.fn();
    render(
      <FormHarness onSubmit={onSubmit}>
        <TextField name="name" label="Full Name" placeholder="Your name" />
      </FormHarness>,
    );
    fireEvent.change(screen.getByPlaceholderText('Your name'), { target: { value: 'Asha Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Asha Rao' });
  });
});

describe('OtpField', () => {
  it('accepts only digits, at most the code length, with a numeric keypad', () => {
    render(
      <FormHarness>
        <OtpField name="otp" label="OTP" maxLength={4} />
      </FormHarness>,
    );
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '4');
    fireEvent.change(input, { target: { value: '1a2 34' } });
    expect(input).toHaveValue('1234');
  });
});
