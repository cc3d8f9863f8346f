/**
 * Fetching a URL that an unauthenticated caller names (dynamic registration) without turning the tool
 * into a proxy to its own network: https only (http in development), every address the host resolves to
 * must be public (checked in the connection's own DNS lookup, so the address checked is the address
 * connected to), no redirects, a time-out and a size cap. Failures are `FetchRefused` with an internal
 * reason for the logs; callers show one generic message whatever happened.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface FetchPolicy {
  /** Plain http besides https (development only). */
  allowHttp: boolean;
  /** Loopback, private, link-local and unique-local addresses (tests and local demos; never in production). */
  allowPrivate: boolean;
  /** The whole exchange (DNS, connection, answer) must end within this time. */
  timeoutMs: number;
  /** Largest answer body read. */
  maxBytes: number;
}

export class FetchRefused extends Error {}

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

/** Parses the URL and checks its scheme; the caller shows the message (it only describes the caller's input). */
export function parseFetchableUrl(input: string, policy: FetchPolicy): URL | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && policy.allowHttp)) return url;
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The connection's DNS lookup: all addresses of the host, refused if any is not public. */
function guardedLookup(policy: FetchPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0) return callback(new FetchRefused(`${hostname}: no address`), '');
      if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new FetchRefused(`${hostname} resolves to a non-public address`), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves the URL's host as a fetch would and checks its addresses, without fetching (endpoints kept for later). */
export async function checkHost(url: URL, policy: FetchPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (!policy.allowPrivate && !isPublicAddress(host)) throw new FetchRefused(`${host} is not public`);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FetchRefused(`${host}: DNS time-out`)), policy.timeoutMs);
    guardedLookup(policy)(host, { all: true }, (error) => {
      clearTimeout(timer);
      if (error) reject(error instanceof FetchRefused ? error : new FetchRefused(error.message));
      else resolve();
    });
  });
}

/**
 * GET or POST a URL and read a JSON object answer under the policy. Rejects with `FetchRefused` on a
 * refused URL or address, a network error, a time-out, a status other than 2xx (redirects included), an
 * answer over the size cap or one that is not a JSON object.
 */
export async function fetchJsonObject(
  input: string,
  policy: FetchPolicy,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Record<string, unknown>> {
  const url = parseFetchableUrl(input, policy);
  if (!url) throw new FetchRefused('not an allowed URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through the lookup: check it here.
  if (isIP(host) && !policy.allowPrivate && !isPublicAddress(host)) {
    throw new FetchRefused(`${host} is not public`);
  }
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  const client = url.protocol === 'https:' ? https : http;
  const text = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(new FetchRefused(reason));
    };
    const request = client.request(
      url,
      {
        method: init.method ?? 'GET',
        agent: false,
        lookup: guardedLookup(policy) as unknown as typeof dnsLookup,
        headers: {
          Accept: 'application/json',
          ...init.headers,
          ...(body ? { 'Content-Length': String(body.length) } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) return fail(`answered ${status}`);
        if (Number(response.headers['content-length'] ?? 0) > policy.maxBytes)
          return fail('answer too large');
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) return fail('answer too large');
          chunks.push(chunk);
        });
        response.on('error', (error) => fail(error.message));
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
      },
    );
    const timer = setTimeout(() => fail('timed out'), policy.timeoutMs);
    request.on('error', (error) => fail(error.message));
    request.end(body);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FetchRefused('the answer is not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new FetchRefused('the answer is not a JSON object');
  return parsed as Record<string, unknown>;
}
