import { formatDate } from '../shared/format-date';
import { formatDateIn } from './use-formats';

describe('formatDateIn', () => {
  const at = '2026-09-05T09:37:00Z';

  it('writes English exactly as the store does elsewhere', () => {
    expect(formatDateIn(at, 'en-IN')).toBe(formatDate(at));
    expect(formatDateIn(at, 'en-IN', true)).toBe('5 Sept 2026, 3:07 pm');
  });

  it('writes Hindi in India time, with Latin digits and no Latin words', () => {
    expect(formatDateIn(at, 'hi-IN')).toBe('5 सित॰ 2026');
    expect(formatDateIn(at, 'hi-IN', true)).toBe('5 सित॰ 2026, 15:07');
  });

  it('is empty for an unreadable date', () => {
    expect(formatDateIn('not a date', 'hi-IN')).toBe('');
  });
});
