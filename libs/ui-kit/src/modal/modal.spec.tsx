import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_TRANSITION_MS } from '../defaults';
import { Modal } from './modal';

function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Size guide</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Find your size">
        <a href="#chart">Size chart</a>
        <button>Got it</button>
      </Modal>
    </>
  );
}

function openSizeGuide() {
  render(<SizeGuide />);
  const opener = screen.getByRole('button', { name: 'Size guide' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const pressKey = (key: string, shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a modal dialog named by its title', () => {
    openSizeGuide();
    const dialog = screen.getByRole('dialog', { name: 'Find your size' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus inside when it opens', () => {
    openSizeGuide();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', () => {
    openSizeGuide();
    const close = screen.getByRole('button', { name: 'Close' });
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    expect(close).toHaveFocus();

    pressKey('Tab', true);
    expect(gotIt).toHaveFocus();

    pressKey('Tab');
    expect(close).toHaveFocus();
  });

  it('pulls focus back if it lands outside', () => {
    const opener = openSizeGuide();
    act(() => opener.focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the button that opened it', () => {
    const opener = openSizeGuide();
    pressKey('Escape');
    expect(opener).toHaveFocus();
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button and from the backdrop', () => {
    openSizeGuide();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays on screen for its exit transition', () => {
    openSizeGuide();
    pressKey('Escape');
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks page scrolling while open', () => {
    openSizeGuide();
    expect(document.body.style.overflow).toBe('hidden');
    pressKey('Escape');
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(document.body.style.overflow).toBe('');
  });
});
