import { ALREADY_SUBSCRIBED_MESSAGE, SUCCESS_MESSAGES } from '@storefront/domain';
import type { SubscriberInput } from '../../../generated/models';
import { conflict, ok, type FakeResolvers } from '../http';
import { nextId, now } from '../state';

/** Newsletter: an email subscribes once. */
export const subscriberResolvers = {
  subscribe: ({ state, body }) => {
    const email = (body as SubscriberInput).email.toLowerCase();
    if (state.subscribers.some((s) => s.email === email)) throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
    const subscriber = { id: nextId(state, 'subscriber'), email, created_at: now(state).toISOString() };
    state.subscribers.push(subscriber);
    return ok(subscriber, { message: SUCCESS_MESSAGES.subscribed });
  },
} satisfies FakeResolvers;
