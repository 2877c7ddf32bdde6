import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function renderQuestion() {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ConfirmDialog
      open
      message="Remove this item from your cart?"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('asks its question as an alert dialog', () => {
    renderQuestion();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Remove this item from your cart?');
  });

  it('"Yes" confirms and closes', () => {
    const { onConfirm, onClose } = renderQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"No" closes without confirming', () => {
    const { onConfirm, onClose } = renderQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts with focus on "No" so Enter never confirms by accident', () => {
    renderQuestion();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });
});
