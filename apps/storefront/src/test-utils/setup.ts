import '@testing-library/jest-dom';
import { configure } from 'mobx';
import { configure as configureTestingLibrary } from '@testing-library/react';

// jsdom does not implement scrolling; the layout only needs the call to exist.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// Store mutations outside actions are bugs; make them loud in tests.
configure({ enforceActions: 'observed' });

// findBy*/waitFor give up after 1 s by default. Routes load their screens as lazy chunks, and in CI two
// cores run several Jest workers at once, so the first render of a route can take longer than that; a
// wait that needs more than 5 s is still a failure.
configureTestingLibrary({ asyncUtilTimeout: 5000 });
