/**
 * Fetching a URL that an unauthenticated caller names (dynamic registration) without turning the tool
 * into a proxy to its own network: https only (http in development), every address the host resolves to
 * must be public (checked in the connection's own DNS lookup, so the address checked is the address
 * connected to), no redirects, a time-out and a size cap. Failures are `FetchRefused` with an internal
 * reason for the logs; callers show one generic message whatever happened.
 */
import type { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from '@modkit/api';

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

class FetchRefused extends Error {}

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

/** The connection's DNS lookup under the policy (see `publicOnlyLookup`). */
const guardedLookup = (policy: FetchPolicy) => publicOnlyLookup(policy.allowPrivate);

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
