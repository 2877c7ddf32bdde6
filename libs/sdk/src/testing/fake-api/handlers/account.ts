import {
  contactChangeNeed,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SET_PASSWORD_FIRST_MESSAGE,
} from '@storefront/domain';
import type { User, UserUpdateInput } from '../../../generated/models';
import { badRequest, conflict, ok, unprocessable, type FakeResolvers } from '../http';
import type { UserRecord } from '../state';

/** The domain's rule on moving an account to another email or phone; the fake checks the password itself. */
function assertContactChangeAllowed(me: UserRecord, input: UserUpdateInput): void {
  const account = { isGuest: me.user.is_guest, email: me.user.email, phone: me.user.full_phone_number, hasPassword: me.password !== null };
  const need = contactChangeNeed(account, input);
  if (need === 'set-password-first') throw unprocessable(SET_PASSWORD_FIRST_MESSAGE);
  if (need === 'current-password') {
    throw badRequest(CURRENT_PASSWORD_REQUIRED_MESSAGE, [{ field: 'current_password', message: CURRENT_PASSWORD_REQUIRED_MESSAGE }]);
  }
  if (need === 'check-password' && input.current_password !== me.password) throw unprocessable(CURRENT_PASSWORD_WRONG_MESSAGE);
}

/** The signed-in shopper's profile. */
export const accountResolvers = {
  getCurrentUser: (ctx) => ok(ctx.requireUser().user),
  updateCurrentUser: (ctx) => {
    const me = ctx.requireUser();
    const { current_password: _password, ...input } = ctx.body as UserUpdateInput;
    assertContactChangeAllowed(me, ctx.body as UserUpdateInput);
    const others = ctx.state.users.filter((u) => u !== me && u.active && !u.user.is_guest);
    if (input.email && others.some((u) => u.user.email?.toLowerCase() === input.email?.toLowerCase())) {
      throw conflict(EMAIL_TAKEN_MESSAGE);
    }
    if (input.full_phone_number && others.some((u) => u.user.full_phone_number === input.full_phone_number)) {
      throw conflict(PHONE_TAKEN_MESSAGE);
    }
    const changes: Partial<User> = input.email ? { ...input, email: input.email.toLowerCase() } : input;
    Object.assign(me.user, changes);
    return ok(me.user, { message: PROFILE_UPDATED_MESSAGE });
  },
} satisfies FakeResolvers;
