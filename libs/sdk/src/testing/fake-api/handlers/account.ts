import type { UserUpdateInput } from '../../../generated/models';
import { conflict, ok, type FakeResolvers } from '../http';

/** The signed-in shopper's profile. */
export const accountResolvers = {
  getCurrentUser: (ctx) => ok(ctx.requireUser().user),
  updateCurrentUser: (ctx) => {
    const me = ctx.requireUser();
    const input = ctx.body as UserUpdateInput;
    const others = ctx.state.users.filter((u) => u !== me && u.active && !u.user.is_guest);
    if (input.email && others.some((u) => u.user.email?.toLowerCase() === input.email?.toLowerCase())) {
      throw conflict('This email belongs to another account');
    }
    if (input.full_phone_number && others.some((u) => u.user.full_phone_number === input.full_phone_number)) {
      throw conflict('This mobile number belongs to another account');
    }
    Object.assign(me.user, input.email ? { ...input, email: input.email.toLowerCase() } : input);
    return ok(me.user, { message: 'Profile updated' });
  },
} satisfies FakeResolvers;
