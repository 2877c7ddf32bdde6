import { ConfigError } from '../config';
import { checkNodeSupport, nodeSupport } from './node-support';

/** A day after Node.js 20's end of life, with 22 and 24 in support. */
const afterNode20 = new Date('2026-11-26T12:00:00Z');

describe('Node.js release line support', () => {
  it('refuses Node.js 18: older than any line the server runs on', () => {
    expect(nodeSupport('v18.20.4', afterNode20)).toEqual({
      status: 'unsupported',
      major: 18,
      endOfLife: null,
      supportedLines: [22, 24],
      message: 'Node.js v18.20.4 is not supported: this server needs Node.js 20 or newer. Supported: Node.js 22 or 24.',
    });
  });

  it('calls Node.js 20 end-of-life from 2026-04-30 on, naming the date and the lines to move to', () => {
    expect(nodeSupport('v20.20.2', afterNode20)).toMatchObject({
      status: 'end-of-life',
      endOfLife: '2026-04-30',
      message:
        'Node.js v20.20.2 is end-of-life: line 20 stopped receiving security fixes on 2026-04-30. Supported: Node.js 22 or 24.',
    });
    expect(nodeSupport('v20.20.2', new Date('2026-04-30T00:00:00Z')).status).toBe('end-of-life');
    expect(nodeSupport('v20.20.2', new Date('2026-04-29T23:59:59Z'))).toMatchObject({
      status: 'supported',
      supportedLines: [20, 22, 24],
    });
  });

  it('supports Node.js 22 until 2027-04-30', () => {
    expect(nodeSupport('v22.23.3', afterNode20)).toMatchObject({
      status: 'supported',
      endOfLife: '2027-04-30',
      message: 'Node.js v22.23.3 is supported until 2027-04-30.',
    });
    expect(nodeSupport('v22.23.3', new Date('2027-05-01T00:00:00Z'))).toMatchObject({
      status: 'end-of-life',
      supportedLines: [24],
    });
  });

  it('supports Node.js 24 until 2028-04-30', () => {
    expect(nodeSupport('v24.21.0', afterNode20)).toMatchObject({
      status: 'supported',
      endOfLife: '2028-04-30',
      message: 'Node.js v24.21.0 is supported until 2028-04-30.',
    });
  });

  it('calls an odd (never LTS) line past its six months end-of-life', () => {
    expect(nodeSupport('v23.11.1', afterNode20)).toMatchObject({ status: 'end-of-life', endOfLife: '2025-06-01' });
  });

  it('names a line newer than the table as untested, not as unsupported', () => {
    expect(nodeSupport('v26.12.1', afterNode20)).toMatchObject({
      status: 'unknown-future',
      endOfLife: null,
      message: 'Node.js v26.12.1 is newer than the lines this server is tested on (up to 25). Supported: Node.js 22 or 24.',
    });
  });
});

describe('the start-up check', () => {
  const check = (version: string, isProduction = true) => {
    const warnings: string[] = [];
    checkNodeSupport(isProduction, { version, now: afterNode20, warn: (text) => warnings.push(text) });
    return warnings;
  };

  it('warns loudly in production on an end-of-life line, over several lines of stderr, and still starts', () => {
    const [banner, ...others] = check('v20.20.2');
    expect(others).toEqual([]);
    expect(banner.split('\n')).toEqual([
      '!'.repeat(100),
      '!!! WARNING: Node.js v20.20.2 IS END-OF-LIFE AND GETS NO SECURITY FIXES.',
      '!!! Release line 20 stopped receiving security fixes on 2026-04-30.',
      '!!! Run this server on a supported line: Node.js 22 or 24.',
      '!'.repeat(100),
    ]);
  });

  it('refuses to start production on a line older than 20', () => {
    expect(() => check('v18.20.4')).toThrow(ConfigError);
    expect(() => check('v18.20.4')).toThrow('Node.js v18.20.4 is not supported');
  });

  it('says nothing on a supported line, and nothing outside production', () => {
    expect(check('v24.21.0')).toEqual([]);
    expect(check('v22.23.3')).toEqual([]);
    expect(check('v20.20.2', false)).toEqual([]);
    expect(check('v18.20.4', false)).toEqual([]);
  });

  it('notes an untested newer line in one line', () => {
    expect(check('v26.12.1')).toEqual([
      'Warning: Node.js v26.12.1 is newer than the lines this server is tested on (up to 25). Supported: Node.js 22 or 24.',
    ]);
  });
});
