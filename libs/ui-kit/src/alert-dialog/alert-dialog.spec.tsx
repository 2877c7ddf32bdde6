import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_TRANSITION_MS } from '../defaults';
import { AlertDialog } from './alert-dialog';

function TermsCheck() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setMessage('please select terms & policy!')}>Register</button>
      <AlertDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}

function openAlert() {
  render(<TermsCheck />);
  const opener = screen.getByRole('button', { name: 'Register' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('AlertDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a modal alert dialog named by its message', () => {
    openAlert();
    const alert = screen.getByRole('alertdialog', { name: 'please select terms & policy!' });
    expect(alert).toHaveAttribute('aria-modal', 'true');
  });

  it('starts with focus on "OK", which closes it and gives focus back', () => {
    const opener = openAlert();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    fireEvent.click(ok);
    expect(screen.getByRole('alertdialog', { name: 'please select terms & policy!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', () => {
    openAlert();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is closed while there is no message', () => {
    render(<AlertDialog message={null} onClose={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
