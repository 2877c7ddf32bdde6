/**
 * Delivery dates in India Standard Time, whatever the machine's time zone. IST is UTC+05:30 all year (no
 * daylight saving), so a fixed offset is exact. Working days are Monday to Saturday: Sunday neither
 * dispatches nor delivers. Dates are calendar days held as UTC midnights and answered as YYYY-MM-DD.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const SUNDAY = 0;

/** The IST calendar day (as a UTC midnight) and the IST hour at an instant. */
function istDayAndHour(now: Date): { day: number; hour: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { day: Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()), hour: ist.getUTCHours() };
}

function isWorkingDay(day: number): boolean {
  return new Date(day).getUTCDay() !== SUNDAY;
}

function addWorkingDays(day: number, count: number): number {
  let current = day;
  for (let left = count; left > 0; ) {
    current += DAY_MS;
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

function isoDate(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

/** The dispatch day: today (IST) before the cut-off hour on a working day, else the next working day. */
export function dispatchDate(now: Date, cutoffHourIst: number): string {
  const { day, hour } = istDayAndHour(now);
  return isoDate(isWorkingDay(day) && hour < cutoffHourIst ? day : addWorkingDays(day, 1));
}

export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

/** Earliest and latest delivery dates: the dispatch day plus the zone's min and max working days. */
export function deliveryWindow(now: Date, cutoffHourIst: number, minDays: number, maxDays: number): DeliveryWindow {
  const dispatch = Date.parse(`${dispatchDate(now, cutoffHourIst)}T00:00:00Z`);
  return { earliest: isoDate(addWorkingDays(dispatch, minDays)), latest: isoDate(addWorkingDays(dispatch, maxDays)) };
}
