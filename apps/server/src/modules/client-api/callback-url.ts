import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../http/envelope.js';

/**
 * Addresses a callback may not reach (SSRF): unspecified, private, shared (CGNAT), loopback,
 * link-local, benchmarking, multicast and reserved ranges, IPv4 and IPv6; an IPv4-mapped IPv6
 * address is checked as its IPv4 address.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** True when a callback must not be sent to this address. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return FORBIDDEN.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/**
 * Refuses a callback URL that is not https, carries credentials, or names a host that resolves to
 * an address a callback may not reach; a host in WEBHOOK_ALLOWED_HOSTS may be http and private.
 * The same check runs again on every delivery (guardedLookup), so a name that later resolves
 * elsewhere (DNS rebinding) is refused then too.
 */
export async function checkCallbackUrl(value: string, allowedHosts: readonly string[]): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('ValidationFailed', 'callbackUrl: must be an absolute URL');
  }
  const host = hostOf(url);
  const allowed = allowedHosts.includes(host);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) {
    throw new AppError('ValidationFailed', 'callbackUrl: must be an https URL');
  }
  if (url.username || url.password) throw new AppError('ValidationFailed', 'callbackUrl: must not carry credentials');
  if (allowed) return url;
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    throw new AppError('ValidationFailed', `callbackUrl: ${host} does not resolve`);
  }
  if (addresses.length === 0 || addresses.some(({ address }) => isForbiddenAddress(address))) {
    throw new AppError(
      'ValidationFailed',
      `callbackUrl: ${host} resolves to a private, loopback or link-local address`,
    );
  }
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of a delivery: the addresses the connection may use, refusing any forbidden one
 * unless the host is allowed.
 */
export function guardedLookup(allowedHosts: readonly string[]) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = allowedHosts.includes(hostname.toLowerCase());
      const bad = addresses.find(({ address }) => isForbiddenAddress(address));
      if (!allowed && (addresses.length === 0 || bad)) {
        const refusal: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to a private, loopback or link-local address`,
        );
        refusal.code = 'EFORBIDDENADDRESS';
        return callback(refusal, []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(new Error('no address'), []);
    });
  };
}
