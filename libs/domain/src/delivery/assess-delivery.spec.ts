import { assessDelivery, unlistedAddressCheck } from './assess-delivery';
import { codDecision } from './cod-decision';
import { DEMO_DELIVERY_RULES } from './delivery-rules';
import { matchZone } from './match-zone';
import { isPincodeFormat } from './pincode-format';

const TUESDAY_MORNING = new Date('2026-12-01T10:00:00+05:30');
const places = {
  bengaluru: { pincode: '560001', district: 'BENGALURU URBAN', state: 'KARNATAKA' },
  delhi: { pincode: '110001', district: 'NEW DELHI', state: 'DELHI' },
  jaipur: { pincode: '302001', district: 'JAIPUR', state: 'RAJASTHAN' },
  portBlair: { pincode: '744101', district: 'SOUTH ANDAMANS', state: 'ANDAMAN AND NICOBAR ISLANDS' },
  leh: { pincode: '194101', district: 'LEH LADAKH', state: 'LADAKH' },
  kavaratti: { pincode: '682555', district: 'LAKSHADWEEP DISTRICT', state: 'LAKSHADWEEP' },
};

describe('isPincodeFormat', () => {
  it('accepts six digits not starting with 0', () => {
    expect(isPincodeFormat('560001')).toBe(true);
    expect(isPincodeFormat('56001')).toBe(false);
    expect(isPincodeFormat('056001')).toBe(false);
    expect(isPincodeFormat(' 560001')).toBe(false);
    expect(isPincodeFormat(560001)).toBe(false);
  });
});

describe('matchZone (demo rules, first match wins)', () => {
  it.each([
    ['bengaluru', 'Metro'],
    ['delhi', 'Metro'],
    ['jaipur', 'Rest of India'],
    ['portBlair', 'Remote'],
    ['leh', 'Remote'],
    ['kavaratti', 'Not served'],
  ] as const)('puts %s in %s', (place, zone) => {
    expect(matchZone(DEMO_DELIVERY_RULES.zones, places[place])?.name).toBe(zone);
  });

  it('matches pincode ranges, both ends included', () => {
    const zones = [{ ...DEMO_DELIVERY_RULES.zones[3], name: 'Range', pincodeRanges: [{ from: '560001', to: '560099' }] }];
    expect(matchZone(zones, { ...places.bengaluru, pincode: '560099' })?.name).toBe('Range');
    expect(matchZone(zones, { ...places.bengaluru, pincode: '560100' })).toBeNull();
  });
});

describe('codDecision', () => {
  const metro = DEMO_DELIVERY_RULES.zones[2];
  it('allows COD up to the limit, and refuses above it with the reason', () => {
    expect(codDecision(metro, 1_000_000, 1_000_000)).toEqual({ available: true, reason: null });
    expect(codDecision(metro, 1_000_001, 1_000_000)).toEqual({
      available: false,
      reason: 'Cash on delivery is available only for orders up to ₹10,000.',
    });
  });

  it('refuses COD in a zone without it, whatever the value', () => {
    expect(codDecision(DEMO_DELIVERY_RULES.zones[1], 100, 1_000_000)).toEqual({
      available: false,
      reason: 'Cash on delivery is not available for this pincode.',
    });
  });
});

describe('assessDelivery', () => {
  const assess = (place: keyof typeof places, orderValuePaise: number | null = null) =>
    assessDelivery(DEMO_DELIVERY_RULES, places[place], { now: TUESDAY_MORNING, orderValuePaise });

  it('answers a metro pincode with COD, delivered in 1-2 working days', () => {
    expect(assess('bengaluru')).toEqual({
      serviceable: true,
      reason: null,
      earliest_delivery_date: '2026-12-02',
      latest_delivery_date: '2026-12-03',
      cod_available: true,
      cod_reason: null,
    });
  });

  it('answers the rest of India in 3-7 working days', () => {
    expect(assess('jaipur')).toMatchObject({ earliest_delivery_date: '2026-12-04', latest_delivery_date: '2026-12-09', cod_available: true });
  });

  it('serves a remote pincode in 5-9 working days without COD', () => {
    expect(assess('portBlair')).toMatchObject({
      serviceable: true,
      earliest_delivery_date: '2026-12-07',
      latest_delivery_date: '2026-12-11',
      cod_available: false,
      cod_reason: 'Cash on delivery is not available for this pincode.',
    });
  });

  it('does not serve Lakshadweep', () => {
    expect(assess('kavaratti')).toEqual({
      serviceable: false,
      reason: 'Sorry, we do not deliver to 682555 yet.',
      earliest_delivery_date: null,
      latest_delivery_date: null,
      cod_available: false,
      cod_reason: null,
    });
  });

  it('refuses COD above ₹10,000 in a COD zone', () => {
    expect(assess('jaipur', 1_000_100)).toMatchObject({
      cod_available: false,
      cod_reason: 'Cash on delivery is available only for orders up to ₹10,000.',
    });
  });
});

describe('unlistedAddressCheck', () => {
  it('is not served, says the pincode does not exist, and keeps the place the shopper wrote', () => {
    expect(unlistedAddressCheck({ pincode: '100000', city: 'Nowhere', state: 'Delhi' })).toEqual({
      pincode: '100000',
      city: 'Nowhere',
      state: 'Delhi',
      serviceable: false,
      reason: 'Pincode 100000 does not exist. Please check it.',
      earliest_delivery_date: null,
      latest_delivery_date: null,
      cod_available: false,
      cod_reason: null,
    });
  });
});
