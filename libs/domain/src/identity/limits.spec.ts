import {
  CODE_TTL_MS,
  codeExpiry,
  fitsWindow,
  GUEST_SESSION_DAYS,
  REGISTERED_SESSION_DAYS,
  sessionExpiry,
  windowMinutes,
} from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');

describe('identity limits', () => {
  it('ends a session after its kind\'s days', () => {
    expect(sessionExpiry('registered', now).getTime() - now.getTime()).toBe(REGISTERED_SESSION_DAYS * DAY_MS);
    expect(sessionExpiry('guest', now).getTime() - now.getTime()).toBe(GUEST_SESSION_DAYS * DAY_MS);
  });

  it('ends a code after its lifetime', () => {
    expect(codeExpiry(now).getTime() - now.getTime()).toBe(CODE_TTL_MS);
  });

  it('names a window in minutes', () => {
    expect(windowMinutes(15 * 60 * 1000)).toBe(15);
  });

  it('fits one more event while fewer than the limit are inside the window', () => {
    const at = now.getTime();
    expect(fitsWindow([at - 1000, at - 2000], 3, 60_000, at)).toBe(true);
    expect(fitsWindow([at - 1000, at - 2000, at - 3000], 3, 60_000, at)).toBe(false);
    // Events older than the window no longer count.
    expect(fitsWindow([at - 60_000, at - 1000, at - 2000], 3, 60_000, at)).toBe(true);
  });
});
