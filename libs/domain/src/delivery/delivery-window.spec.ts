import { deliveryWindow, dispatchDate } from './delivery-window';

// 2026-12-01 is a Tuesday; 2026-12-05 a Saturday; 2026-12-06 a Sunday. Instants are given in IST (+05:30).
const ist = (local: string) => new Date(`${local}+05:30`);

describe('dispatchDate (cut-off 14:00 IST, Monday to Saturday)', () => {
  it('dispatches the same working day before the cut-off', () => {
    expect(dispatchDate(ist('2026-12-01T13:59:00'), 14)).toBe('2026-12-01');
  });

  it('dispatches the next working day at or after the cut-off', () => {
    expect(dispatchDate(ist('2026-12-01T14:00:00'), 14)).toBe('2026-12-02');
  });

  it('dispatches a Saturday morning order on Saturday', () => {
    expect(dispatchDate(ist('2026-12-05T09:00:00'), 14)).toBe('2026-12-05');
  });

  it('moves a Saturday afternoon order past Sunday to Monday', () => {
    expect(dispatchDate(ist('2026-12-05T15:00:00'), 14)).toBe('2026-12-07');
  });

  it('moves a Sunday order, at any hour, to Monday', () => {
    expect(dispatchDate(ist('2026-12-06T08:00:00'), 14)).toBe('2026-12-07');
    expect(dispatchDate(ist('2026-12-06T20:00:00'), 14)).toBe('2026-12-07');
  });

  it('reads the day in IST, not UTC: 23:30 UTC Monday is 05:00 Tuesday in India', () => {
    expect(dispatchDate(new Date('2026-11-30T23:30:00Z'), 14)).toBe('2026-12-01');
  });
});

describe('deliveryWindow', () => {
  it('adds the zone days as working days after dispatch (metro 1-2)', () => {
    expect(deliveryWindow(ist('2026-12-01T10:00:00'), 14, 1, 2)).toEqual({ earliest: '2026-12-02', latest: '2026-12-03' });
  });

  it('skips Sunday between dispatch and delivery (rest of India 3-7 from Thursday)', () => {
    // Dispatch Thu 3 Dec: Fri 4, Sat 5, (Sun 6), Mon 7 ... Fri 11.
    expect(deliveryWindow(ist('2026-12-03T10:00:00'), 14, 3, 7)).toEqual({ earliest: '2026-12-07', latest: '2026-12-11' });
  });

  it('never delivers on a Sunday (metro, Saturday before the cut-off)', () => {
    expect(deliveryWindow(ist('2026-12-05T10:00:00'), 14, 1, 2)).toEqual({ earliest: '2026-12-07', latest: '2026-12-08' });
  });

  it('does not depend on the machine time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(deliveryWindow(ist('2026-12-01T13:00:00'), 14, 1, 2)).toEqual({ earliest: '2026-12-02', latest: '2026-12-03' });
    } finally {
      process.env.TZ = before;
    }
  });
});
