import { act, render, screen } from '@testing-library/react';
import { ProgressLoader } from './progress-loader';

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ProgressLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts up one step every 20 ms and stops at 100', () => {
    render(<ProgressLoader />);
    expect(progress()).toBe(0);
    wait(20);
    expect(progress()).toBe(1);
    wait(980);
    expect(progress()).toBe(50);
    wait(1000);
    expect(progress()).toBe(100);
    wait(1000);
    expect(progress()).toBe(100);
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('shows 100 as soon as the work is done', () => {
    const { rerender } = render(<ProgressLoader />);
    wait(200);
    expect(progress()).toBe(10);
    rerender(<ProgressLoader done />);
    expect(progress()).toBe(100);
  });

  it('follows a custom step', () => {
    render(<ProgressLoader stepMs={50} />);
    wait(500);
    expect(progress()).toBe(10);
  });
});
