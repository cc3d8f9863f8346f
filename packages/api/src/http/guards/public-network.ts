/**
 * Reaching a URL that a user or an unauthenticated caller named (a push endpoint, an LMS's configuration)
 * without turning the server into a proxy to its own network: every address the host resolves to must be
 * public, checked in the connection's own DNS lookup, so the address checked is the address connected to.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** A host that resolves to (or is) an address that is not public. */
export class AddressRefused extends Error {}

const IPV4_ALSO_BLOCKED = [ipaddr.parseCIDR('198.18.0.0/15')] as const; // benchmarking networks
const IPV6_ALSO_BLOCKED = [
  ipaddr.parseCIDR('::/96'), // IPv4-compatible (deprecated), e.g. ::7f00:1
  ipaddr.parseCIDR('fec0::/10'), // site-local (deprecated)
] as const;

/**
 * True when the address is a global unicast address: not loopback, private, link-local, unique-local,
 * unspecified, multicast, broadcast, carrier-grade NAT, reserved or documentation, nor an IPv6 form that
 * embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo). Anything unparsable is not public.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') {
    return !IPV4_ALSO_BLOCKED.some((cidr) => (parsed as ipaddr.IPv4).match(cidr as [ipaddr.IPv4, number]));
  }
  return !IPV6_ALSO_BLOCKED.some((cidr) => (parsed as ipaddr.IPv6).match(cidr as [ipaddr.IPv6, number]));
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http(s).request` and agents: all addresses of the host, refused (`AddressRefused`) if any
 * is not public, unless `allowPrivate` (tests and local demos; never in production).
 */
export function publicOnlyLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0) return callback(new AddressRefused(`${hostname}: no address`), '');
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new AddressRefused(`${hostname} resolves to a non-public address`), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
