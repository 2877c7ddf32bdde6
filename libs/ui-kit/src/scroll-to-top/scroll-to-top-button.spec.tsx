import { fireEvent, render, screen } from '@testing-library/react';
import { scrollWindowTo } from '../testing/scroll';
import { PROGRESS_VAR, ScrollToTopButton } from './scroll-to-top-button';

describe('ScrollToTopButton', () => {
  afterEach(() => scrollWindowTo(0));

  it('is not there at the top of the page', () => {
    scrollWindowTo(0);
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('appears once scrolled and shows how far down the page is', () => {
    render(<ScrollToTopButton />);
    // 2768 px page in a 768 px window: 1000 of 2000 scrollable px is half way.
    scrollWindowTo(1000);
    const button = screen.getByRole('button', { name: 'Scroll to top (50% scrolled)' });
    expect(button).toHaveTextContent('50%');
    expect(button.style.getPropertyValue(PROGRESS_VAR)).toBe('180deg');

    scrollWindowTo(2000);
    expect(button).toHaveTextContent('100%');
    expect(button.style.getPropertyValue(PROGRESS_VAR)).toBe('360deg');
  });

  it('goes back to the top when clicked', () => {
    render(<ScrollToTopButton />);
    scrollWindowTo(500);
    fireEvent.click(screen.getByRole('button', { name: /scroll to top/i }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('stays hidden when told to', () => {
    render(<ScrollToTopButton hidden />);
    scrollWindowTo(1000);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
