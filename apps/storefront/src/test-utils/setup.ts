import '@testing-library/jest-dom';
import { configure } from 'mobx';
import { configure as configureTestingLibrary } from '@testing-library/react';
import { englishShellI18n } from '@storefront/i18n';
import { ALL_CATALOGS } from '@storefront/i18n/server';

// jsdom does not implement scrolling; the layout only needs the call to exist. (Tests of server-only code
// run without a window.)
if (typeof window !== 'undefined') window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// Store mutations outside actions are bugs; make them loud in tests.
configure({ enforceActions: 'observed' });

// findBy*/waitFor give up after 1 s by default. Routes load their screens as lazy chunks, and in CI two
// cores run several Jest workers at once, so the first render of a route can take longer than that; a
// wait that needs more than 5 s is still a failure.
configureTestingLibrary({ asyncUtilTimeout: 5000 });

// Screens rendered without a provider read English from the shared instance, which in the browser holds only
// the shell's messages (each screen's area loads with its chunk): tests get every English catalog.
for (const catalog of ALL_CATALOGS['en-IN']) englishShellI18n.load('en-IN', catalog);
