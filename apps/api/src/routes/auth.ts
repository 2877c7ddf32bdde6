import {
  LOGGED_OUT_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  registeredMessage,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import { revokeSession } from '../security/sessions';
import { countSignUpAttempt } from '../services/identity/sign-up-limit';
import type {
  GuestUserInput,
  LoginInput,
  OtpRequestInput,
  OtpVerifyInput,
  PinRequestInput,
  PinVerifyInput,
  RegisterParams,
} from '@storefront/sdk';
import { recordGuestContact, removeGuest, startGuestCheckout } from '../services/identity/guest';
import { authenticateWithPassword, sessionOfToken } from '../services/identity/login';
import { checkResetCode, type PasswordUpdate, resetPassword, sendResetCode } from '../services/identity/password-reset';
import { loginWithPin, sendLoginPin } from '../services/identity/pin-login';
import { register } from '../services/identity/registration';
import { signIn } from '../services/identity/sign-in';

/** Registration carries B2B documents: 5 files of at most 2 MB each as base64 (decisions.md: 16 MB). */
const REGISTER_BODY_LIMIT = 16 * 1024 * 1024;

/** Login, logout, PIN login, forgot password, registration and guest checkout. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, senders } = app;

  route<{ Body: LoginInput }>(app, 'login', async ({ body, ctx, ip }) => {
    let session;
    if ('token' in body) {
      const old = await sessionOfToken(db, body.token);
      // The pre-issued token is exchanged: it stops working as the new one starts.
      const within = (trx: typeof db) => revokeSession(trx, body.token);
      session = await signIn(db, old.user_id, 'registered', { cartToken: ctx.cartToken, within });
    } else {
      const user = await authenticateWithPassword(db, body, ip);
      session = await signIn(db, user.id, 'registered', { cartToken: ctx.cartToken });
    }
    return ok(session, { message: SUCCESS_MESSAGES.loggedIn });
  });

  route(app, 'logout', async ({ ctx }) => {
    requireUser(ctx);
    if (ctx.authToken) await revokeSession(db, ctx.authToken);
    return ok({ message: LOGGED_OUT_MESSAGE });
  });

  route<{ Body: PinRequestInput }>(app, 'createPin', async ({ body, locale }) => {
    const message = await sendLoginPin(db, senders, body.full_phone_number, locale);
    return ok({ message }, { message });
  });

  route<{ Body: PinVerifyInput }>(app, 'verifyPin', async ({ body, ctx }) =>
    ok(await loginWithPin(db, body.full_phone_number, body.pin, ctx.cartToken), { message: SUCCESS_MESSAGES.loggedIn }),
  );

  route<{ Body: OtpRequestInput }>(app, 'createOtp', async ({ body, locale }) => {
    const message = await sendResetCode(db, senders, body, locale);
    return ok({ message }, { message });
  });

  route<{ Body: OtpVerifyInput }>(app, 'verifyOtp', async ({ body }) => {
    const { pin, ...target } = body;
    await checkResetCode(db, target, pin);
    const message = OTP_VERIFIED_MESSAGE;
    return ok({ message }, { message });
  });

  route<{ Body: PasswordUpdate }>(app, 'updatePassword', async ({ body }) => {
    await resetPassword(db, body);
    const message = PASSWORD_CHANGED_MESSAGE;
    return ok({ message }, { message });
  });

  route<{ Body: RegisterParams }>(
    app,
    'register',
    async ({ body, ctx, ip }) => {
      const withDocuments = body.user_params.business_type === 'b2b' && (body.user_params.documents?.length ?? 0) > 0;
      await countSignUpAttempt(db, app.config.signUpLimit, ip, { withDocuments });
      const session = await register(db, body.user_params, { uploadDir: app.config.uploadDir, cartToken: ctx.cartToken });
      return ok(session, { message: registeredMessage(session.user.name) });
    },
    { bodyLimit: REGISTER_BODY_LIMIT },
  );

  route(app, 'guestCheckout', async ({ ctx }) => ok(await startGuestCheckout(db, ctx.user, ctx.cartToken)));

  route<{ Body: GuestUserInput }>(app, 'createGuestUser', async ({ body, ctx }) =>
    ok(await recordGuestContact(db, requireUser(ctx), body)),
  );

  route(app, 'removeGuestUser', async ({ ctx }) => ok({ cart_token: await removeGuest(db, requireUser(ctx)) }));
}
