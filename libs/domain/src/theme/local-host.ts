function ipv4Octets(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function stripPort(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1] ?? '';
  return host.split(':').length === 2 ? (host.split(':')[0] ?? '') : host;
}

/**
 * True for a local or LAN development host: localhost (and *.localhost), 127.x, ::1, 0.0.0.0,
 * 10.x, 192.168.x, 172.16-31.x and *.local. A port, brackets, case and a trailing dot are ignored.
 */
export function isLocalDevHost(hostname: string | null | undefined): boolean {
  const host = stripPort((hostname ?? '').trim().toLowerCase()).replace(/\.$/, '');
  if (!host) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  const octets = ipv4Octets(host);
  if (!octets) return false;
  const [a = -1, b = -1] = octets;
  return (
    a === 127 ||
    a === 10 ||
    (a === 0 && octets.every((octet) => octet === 0)) ||
    (a === 192 && b === 168) ||
    (a === 172 && b >= 16 && b <= 31)
  );
}
