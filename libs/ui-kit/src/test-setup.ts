import '@testing-library/jest-dom';

// jsdom does not implement scrolling; components only need the call to exist.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
