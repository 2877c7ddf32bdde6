import { messages as english } from './catalogs/messages/en-IN';
import { messages } from './catalogs/messages/hi-IN';
import { createMessageMatcher } from './message-matcher';
import { installMessageMatcher } from './translate-message';

/**
 * The `messages` area of a Hindi page: its Hindi texts, plus the English templates the matcher reads
 * texts against (one chunk, loaded only for Hindi pages).
 */
installMessageMatcher(createMessageMatcher(english));

export { messages };
