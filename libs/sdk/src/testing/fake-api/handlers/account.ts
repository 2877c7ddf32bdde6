import type { User, UserUpdateInput } from '../../../generated/models';
import { badRequest, conflict, ok, unprocessable, type FakeResolvers } from '../http';
import type { UserRecord } from '../state';

const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email or mobile number';
const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect';
const SET_PASSWORD_FIRST = 'Set a password with "Forgot password" first, then change your email or mobile number';

/** As the API: moving a registered account to another email or phone needs its current password. */
function assertContactChangeAllowed(me: UserRecord, input: UserUpdateInput): void {
  if (me.user.is_guest) return;
  const emailChanges = input.email !== undefined && input.email.toLowerCase() !== me.user.email;
  const phoneChanges = input.full_phone_number !== undefined && input.full_phone_number !== me.user.full_phone_number;
  if (!emailChanges && !phoneChanges) return;
  if (me.password === null) throw unprocessable(SET_PASSWORD_FIRST);
  if (input.current_password === undefined) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED, [{ field: 'current_password', message: CURRENT_PASSWORD_REQUIRED }]);
  }
  if (input.current_password !== me.password) throw unprocessable(CURRENT_PASSWORD_WRONG);
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
      throw conflict('This email belongs to another account');
    }
    if (input.full_phone_number && others.some((u) => u.user.full_phone_number === input.full_phone_number)) {
      throw conflict('This mobile number belongs to another account');
    }
    const changes: Partial<User> = input.email ? { ...input, email: input.email.toLowerCase() } : input;
    Object.assign(me.user, changes);
    return ok(me.user, { message: 'Profile updated' });
  },
} satisfies FakeResolvers;
