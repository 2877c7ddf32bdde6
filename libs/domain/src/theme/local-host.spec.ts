import { isLocalDevHost } from './local-host';

describe('local or LAN development host', () => {
  it.each([
    'localhost',
    'localhost:4200',
    'shop.localhost',
    '127.0.0.1',
    '127.1.2.3:8080',
    '::1',
    '[::1]:4200',
    '0.0.0.0',
    '10.0.0.12',
    '192.168.1.20',
    '172.16.0.1',
    '172.31.255.255',
    'my-laptop.local',
    'LOCALHOST',
  ])('treats %s as local', (host) => expect(isLocalDevHost(host)).toBe(true));

  it.each(['shop.example.in', '172.15.0.1', '172.32.0.1', '192.169.0.1', '11.0.0.1', '8.8.8.8', 'localhost.example.in', '', '10.0.0'])(
    'treats %s as not local',
    (host) => expect(isLocalDevHost(host)).toBe(false),
  );
});
