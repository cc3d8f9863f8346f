import { describe, expect, it } from 'vitest';
import { isPublicAddress, registrationPolicy } from '../src/index';

describe('addresses dynamic registration may fetch', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['0.0.0.0', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fec0::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::', false],
    ['ff02::1', false],
    ['not an address', false],
    ['', false],
    ['8.8.8.8', true],
    ['172.32.0.1', true],
    ['93.184.215.14', true],
    ['::ffff:8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4007:80e::200e', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('registration policy (NODE_ENV, LTI_REQUIRE_APPROVAL, LTI_REGISTRATION_ALLOW_PRIVATE)', () => {
  it('production: approval required, https only, no private address, 5 s and 256 kB', () => {
    expect(registrationPolicy({ production: true, env: {} })).toEqual({
      requireApproval: true,
      fetch: { allowHttp: false, allowPrivate: false, timeoutMs: 5000, maxBytes: 256 * 1024 },
      limitPerIp: 10,
    });
  });

  it('development: no approval, http allowed, still no private address unless asked', () => {
    expect(registrationPolicy({ production: false, env: {} })).toEqual({
      requireApproval: false,
      fetch: { allowHttp: true, allowPrivate: false, timeoutMs: 5000, maxBytes: 256 * 1024 },
      limitPerIp: 10,
    });
    expect(
      registrationPolicy({ production: false, env: { LTI_REGISTRATION_ALLOW_PRIVATE: 'true' } }).fetch
        .allowPrivate,
    ).toBe(true);
    expect(registrationPolicy({ production: false, allowPrivate: true, env: {} }).fetch.allowPrivate).toBe(
      true,
    );
  });

  it('LTI_REQUIRE_APPROVAL and the option override the default', () => {
    const approval = (production: boolean, value: string | undefined, option?: boolean) =>
      registrationPolicy({
        production,
        env: value === undefined ? {} : { LTI_REQUIRE_APPROVAL: value },
        ...(option === undefined ? {} : { requireApproval: option }),
      }).requireApproval;
    expect(approval(false, 'true')).toBe(true);
    expect(approval(true, 'false')).toBe(false);
    expect(approval(true, 'no-such-value')).toBe(true);
    expect(approval(false, 'false', true)).toBe(true);
    expect(approval(true, 'true', false)).toBe(false);
  });

  it('LTI_REGISTRATION_LIMIT_PER_IP and the option set the registrations per address (default 10)', () => {
    const limit = (value: string | undefined, option?: number) =>
      registrationPolicy({
        production: true,
        env: value === undefined ? {} : { LTI_REGISTRATION_LIMIT_PER_IP: value },
        ...(option === undefined ? {} : { limitPerIp: option }),
      }).limitPerIp;
    expect(limit(undefined)).toBe(10);
    expect(limit('3')).toBe(3);
    expect(limit('0')).toBe(10);
    expect(limit('many')).toBe(10);
    expect(limit('3', 50)).toBe(50);
    expect(() => limit(undefined, 0)).toThrow(/registrationLimitPerIp/);
    expect(() => limit(undefined, 2.5)).toThrow(/registrationLimitPerIp/);
  });

  it('private addresses are never allowed in production', () => {
    expect(() => registrationPolicy({ production: true, allowPrivate: true, env: {} })).toThrow(/production/);
    expect(() =>
      registrationPolicy({ production: true, env: { LTI_REGISTRATION_ALLOW_PRIVATE: 'true' } }),
    ).toThrow(/LTI_REGISTRATION_ALLOW_PRIVATE/);
  });
});
