// Linted as a layout file: only the app shell imports app/ (the app imports the layout).
import { ScrollToTopOnNavigate } from '../app/scroll-to-top';

export const scrollToTop = ScrollToTopOnNavigate;
