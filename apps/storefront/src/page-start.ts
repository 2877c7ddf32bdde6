import { keepEarlyPresses } from './app/early-presses';
import { startAfterFirstScreen } from './app/start-after-first-screen';

// The start script of a page the server rendered (the API puts it in place of the entry's script element).
keepEarlyPresses(document);
void startAfterFirstScreen(window);
