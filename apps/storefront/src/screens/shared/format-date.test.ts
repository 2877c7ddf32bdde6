import { formatDate } from './format-date';

describe('formatDate', () => {
  const intlDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const intlTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

  it('writes the date, and the time, in India time as the en-IN locale does, in every month and at every hour', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const [hour, minute] of [[0, 0], [0, 30], [9, 5], [11, 59], [12, 0], [13, 7], [23, 59]]) {
        const date = new Date(2026, month, 1 + month * 2, hour, minute);
        expect(formatDate(date.toISOString())).toBe(intlDay.format(date));
        expect(formatDate(date.toISOString(), true)).toBe(intlTime.format(date));
      }
    }
    expect(formatDate('2026-09-05T15:07:00+05:30')).toBe('5 Sept 2026');
    expect(formatDate('2026-09-05T15:07:00+05:30', true)).toBe('5 Sept 2026, 3:07 pm');
    // 20:00 in London is past midnight in India: the server and a browser anywhere write the next day.
    expect(formatDate('2026-11-26T20:00:00Z')).toBe('27 Nov 2026');
  });

  it('is empty for an unreadable date', () => {
    expect(formatDate('soon')).toBe('');
  });

  it('writes other languages through their Intl formatter', () => {
    expect(formatDate('2026-09-05T15:07:00+05:30', false, 'hi-IN')).toBe('5 सित॰ 2026');
    expect(formatDate('2026-09-05T15:07:00+05:30', true, 'hi-IN')).toBe('5 सित॰ 2026, 3:07 pm');
  });
});
