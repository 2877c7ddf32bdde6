import { ok, type FakeResolvers } from '../http';

/** The development outbox: messages to one phone or email, newest first. */
export const devResolvers = {
  getDevOutbox: ({ state, query }) => {
    const to = String(query.to).toLowerCase();
    return ok(state.outbox.filter((m) => m.to.toLowerCase() === to).reverse());
  },
} satisfies FakeResolvers;
