import '@testing-library/jest-dom';
import { configure } from 'mobx';

// jsdom does not implement scrolling; the layout only needs the call to exist.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// Store mutations outside actions are bugs; make them loud in tests.
configure({ enforceActions: 'observed' });
