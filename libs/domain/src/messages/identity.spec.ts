import { tooManyAttemptsMessage } from './identity';

describe('identity messages', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(60_000)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(60_001)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(9 * 60_000)).toBe('Too many attempts. Try again in 9 minutes.');
  });
});
