import {
  B2B_SIGNUP_OFF_MESSAGE,
  CART_TOKEN_REQUIRED_MESSAGE,
  DEFAULT_BUSINESS_TYPE,
  EMAIL_TAKEN_MESSAGE,
  EMPTY_CART_MESSAGE,
  FIELD_MESSAGES,
  fitsWindow,
  GUEST_ONLY_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_OTP_MESSAGE,
  INVALID_PIN_MESSAGE,
  joinedFieldMessages,
  LOGGED_OUT_MESSAGE,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  INVALID_TOKEN_MESSAGE,
  missingRegistrationFields,
  NO_ACCOUNT_FOR_EMAIL_MESSAGE,
  NO_ACCOUNT_FOR_PHONE_MESSAGE,
  ONE_IDENTIFIER_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  otpSentMessage,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_MISMATCH_ALERT,
  PHONE_TAKEN_MESSAGE,
  registeredMessage,
  SUCCESS_MESSAGES,
  TOO_MANY_LOGINS_MESSAGE,
} from '@storefront/domain';
import type {
  GuestUserInput,
  LoginInput,
  OtpRequestInput,
  OtpVerifyInput,
  PasswordUpdateForm,
  PinRequestInput,
  PinVerifyInput,
  RegisterParams,
  User,
} from '../../../generated/models';
import {
  badRequest,
  conflict,
  notFound,
  ok,
  tooManyRequests,
  unauthorized,
  unprocessable,
  type FakeContext,
  type FakeResolvers,
} from '../http';
import { cartByToken, createCart, mergeAnonymousCart, openCartOfUser } from '../model/carts';
import { checkCode, findAccount, issueSession, newToken, revokeSessions, sendCode } from '../model/sessions';
import { nextId, now, type FakeState, type UserRecord } from '../state';

function blankUser(state: FakeState, fields: Partial<User>): User {
  return {
    id: nextId(state, 'user'),
    name: 'Guest',
    email: null,
    full_phone_number: null,
    business_type: DEFAULT_BUSINESS_TYPE,
    gstin: null,
    business_name: null,
    gst_state: null,
    gst_address: null,
    salon_category: null,
    monthly_consumption: null,
    salon_location_pincode: null,
    is_guest: false,
    wallet_balance: 0,
    created_at: now(state).toISOString(),
    ...fields,
  };
}

/** Counts a failed login; 429 once the identifier's failures fill the domain's login window. */
function failLogin(state: FakeState, identifier: string): never {
  const at = now(state).getTime();
  const failures = (state.loginFailures.get(identifier) ?? []).filter((t) => at - t < LOGIN_FAILURE_WINDOW_MS);
  failures.push(at);
  state.loginFailures.set(identifier, failures);
  throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
}

/** The account a code goes to, or 404 naming what was looked for (email or mobile number). */
function accountFor(state: FakeState, by: { email: string } | { full_phone_number: string }): UserRecord {
  const user = findAccount(state, by);
  if (!user) throw notFound('email' in by ? NO_ACCOUNT_FOR_EMAIL_MESSAGE : NO_ACCOUNT_FOR_PHONE_MESSAGE);
  return user;
}

function signIn(ctx: FakeContext, user: UserRecord, message: string, status?: number) {
  mergeAnonymousCart(ctx.state, ctx.cartToken, user.user.id);
  return ok(issueSession(ctx.state, user), { message }, status);
}

function requireGuest(ctx: FakeContext): UserRecord {
  const user = ctx.requireUser();
  if (!user.user.is_guest) throw unprocessable(GUEST_ONLY_MESSAGE);
  return user;
}

/** Login, logout, PIN and OTP, registration, password reset and guest checkout. */
export const authResolvers = {
  login: (ctx) => {
    const body = ctx.body as LoginInput;
    if ('token' in body) {
      const session = ctx.state.sessions.get(body.token);
      const user = session && ctx.state.users.find((u) => u.user.id === session.userId && u.active);
      if (!session || !user || session.expiresAt <= now(ctx.state)) throw unauthorized(INVALID_TOKEN_MESSAGE);
      return signIn(ctx, user, SUCCESS_MESSAGES.loggedIn);
    }
    const identifier = 'email' in body ? body.email.toLowerCase() : body.full_phone_number;
    const failures = ctx.state.loginFailures.get(identifier) ?? [];
    if (!fitsWindow(failures, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, now(ctx.state).getTime())) {
      throw tooManyRequests(TOO_MANY_LOGINS_MESSAGE);
    }
    const user = findAccount(ctx.state, body);
    if (!user || user.password === null || user.password !== body.password) failLogin(ctx.state, identifier);
    ctx.state.loginFailures.delete(identifier);
    return signIn(ctx, user, SUCCESS_MESSAGES.loggedIn);
  },
  logout: (ctx) => {
    ctx.requireUser();
    if (ctx.auth.token) ctx.state.sessions.delete(ctx.auth.token);
    return ok({ message: LOGGED_OUT_MESSAGE });
  },
  createPin: ({ state, body }) => {
    const { full_phone_number } = body as PinRequestInput;
    sendCode(state, 'pin', full_phone_number, accountFor(state, { full_phone_number }));
    const message = otpSentMessage(full_phone_number);
    return ok({ message }, { message });
  },
  verifyPin: (ctx) => {
    const { full_phone_number, pin } = ctx.body as PinVerifyInput;
    const user = accountFor(ctx.state, { full_phone_number });
    checkCode(ctx.state, 'pin', full_phone_number, pin, INVALID_PIN_MESSAGE).used = true;
    return signIn(ctx, user, SUCCESS_MESSAGES.loggedIn);
  },
  createOtp: ({ state, body }) => {
    const input = body as OtpRequestInput;
    const target = 'email' in input ? input.email.toLowerCase() : input.full_phone_number;
    sendCode(state, 'otp', target, accountFor(state, input));
    const message = otpSentMessage(target);
    return ok({ message }, { message });
  },
  verifyOtp: ({ state, body }) => {
    const input = body as OtpVerifyInput;
    const target = 'email' in input ? input.email.toLowerCase() : input.full_phone_number;
    accountFor(state, input);
    checkCode(state, 'otp', target, input.pin, INVALID_OTP_MESSAGE);
    return ok({ message: OTP_VERIFIED_MESSAGE }, { message: OTP_VERIFIED_MESSAGE });
  },
  updatePassword: ({ state, body }) => {
    const form = body as PasswordUpdateForm;
    if ((form.email === undefined) === (form.full_phone_number === undefined)) {
      throw badRequest(ONE_IDENTIFIER_MESSAGE, [{ field: 'email', message: ONE_IDENTIFIER_MESSAGE }]);
    }
    const target = form.email?.toLowerCase() ?? form.full_phone_number ?? '';
    const user = accountFor(state, form.email !== undefined ? { email: form.email } : { full_phone_number: target });
    if (form.password !== form.password_confirmation) throw unprocessable(PASSWORD_MISMATCH_ALERT);
    const code = checkCode(state, 'otp', target, form.pin, INVALID_OTP_MESSAGE);
    code.used = true;
    user.password = form.password;
    revokeSessions(state, user.user.id);
    return ok({ message: PASSWORD_CHANGED_MESSAGE }, { message: PASSWORD_CHANGED_MESSAGE });
  },
  register: (ctx) => {
    const { state } = ctx;
    const params = (ctx.body as RegisterParams).user_params;
    if (params.business_type === 'b2b' && !state.settings.allow_b2b_signup) {
      throw unprocessable(B2B_SIGNUP_OFF_MESSAGE);
    }
    const errors = missingRegistrationFields(params, state.settings);
    if (errors.length) throw badRequest(joinedFieldMessages(errors), errors);
    if (params.email && findAccount(state, { email: params.email })) throw conflict(EMAIL_TAKEN_MESSAGE);
    if (findAccount(state, { full_phone_number: params.full_phone_number })) {
      throw conflict(PHONE_TAKEN_MESSAGE);
    }
    const record: UserRecord = {
      user: blankUser(state, {
        name: params.name,
        email: params.email?.toLowerCase() ?? null,
        full_phone_number: params.full_phone_number,
        business_type: params.business_type ?? DEFAULT_BUSINESS_TYPE,
        gstin: params.gstin ?? null,
        business_name: params.business_name ?? null,
        gst_state: params.gst_state ?? null,
        gst_address: params.gst_address ?? null,
        salon_category: params.salon_category ?? null,
        monthly_consumption: params.monthly_consumption ?? null,
        salon_location_pincode: params.salon_location_pincode ?? null,
      }),
      password: params.password ?? null,
      active: true,
    };
    state.users.push(record);
    return signIn(ctx, record, registeredMessage(params.name));
  },
  createGuestUser: (ctx) => {
    const guest = requireGuest(ctx);
    const input = ctx.body as GuestUserInput;
    // As the API: the order confirmation needs an address unless the store made it optional.
    if (!input.email?.trim() && ctx.state.settings.guest_email_required) {
      throw unprocessable(FIELD_MESSAGES.emailRequired);
    }
    guest.user.name = input.name;
    guest.user.full_phone_number = input.full_phone_number;
    guest.user.email = input.email ?? guest.user.email;
    return ok(guest.user);
  },
  removeGuestUser: (ctx) => {
    const guest = requireGuest(ctx);
    let cart = openCartOfUser(ctx.state, guest.user.id);
    if (cart) {
      Object.assign(cart, { userId: null, token: newToken(), addressId: null });
    } else {
      cart = createCart(ctx.state, null);
    }
    revokeSessions(ctx.state, guest.user.id);
    guest.active = false;
    return ok({ cart_token: cart.token as string });
  },
  guestCheckout: (ctx) => {
    if (!ctx.cartToken) throw unauthorized(CART_TOKEN_REQUIRED_MESSAGE);
    const cart = cartByToken(ctx.state, ctx.cartToken);
    if (!cart || cart.items.length === 0) throw unprocessable(EMPTY_CART_MESSAGE);
    const guest: UserRecord = { user: blankUser(ctx.state, { is_guest: true }), password: null, active: true };
    ctx.state.users.push(guest);
    cart.userId = guest.user.id;
    cart.token = null;
    return ok(issueSession(ctx.state, guest));
  },
} satisfies FakeResolvers;
