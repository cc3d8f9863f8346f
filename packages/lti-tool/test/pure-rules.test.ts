import { describe, expect, it } from 'vitest';
import { checkLaunch, type LoginRecord, modkitRoleFor, widgetTarget } from '../src/index';
import { CLAIM } from './platform/test-platform';

const V2 = 'http://purl.imsglobal.org/vocab/lis/v2/';

describe('LTI roles → modkit roles', () => {
  it.each([
    [[`${V2}membership#Learner`], 'STUDENT'],
    [[], 'STUDENT'],
    [null, 'STUDENT'],
    [[`${V2}membership#Instructor`], 'MENTOR'],
    [[`${V2}membership/Instructor#TeachingAssistant`], 'MENTOR'],
    [[`${V2}membership#ContentDeveloper`], 'MENTOR'],
    [[`${V2}membership#Mentor`], 'MENTOR'],
    [['Instructor'], 'MENTOR'],
    [[`${V2}institution/person#Administrator`, `${V2}membership#Learner`], 'SUPER_MENTOR'],
    [[`${V2}system/person#SysAdmin`], 'SUPER_MENTOR'],
    [[`${V2}institution/person#Instructor`], 'STUDENT'],
    [[42, {}], 'STUDENT'],
  ] as const)('%j → %s', (roles, role) => expect(modkitRoleFor(roles as unknown as string[])).toBe(role));
});

describe('the widget a launch opens', () => {
  it.each([
    [
      { widget: 'module-player', module_id: '12' },
      'STUDENT',
      { widget: 'module-player', attributes: { 'module-id': '12' } },
    ],
    [{ module_id: '7' }, 'MENTOR', { widget: 'module-player', attributes: { 'module-id': '7' } }],
    [
      { widget: 'module-player', module_id: 'x' },
      'STUDENT',
      { widget: 'library-carousel', attributes: { source: 'recommended' } },
    ],
    [
      { widget: 'library-carousel', source: 'trending' },
      'STUDENT',
      { widget: 'library-carousel', attributes: { source: 'trending' } },
    ],
    [
      { widget: 'library-carousel', source: '<script>' },
      'STUDENT',
      { widget: 'library-carousel', attributes: { source: 'recommended' } },
    ],
    [{}, 'STUDENT', { widget: 'library-carousel', attributes: { source: 'recommended' } }],
    [{}, 'MENTOR', { widget: 'learner-table', attributes: {} }],
    [{ widget: 'dashboard' }, 'MENTOR', { widget: 'learner-table', attributes: {} }],
    [{ widget: 'dashboard' }, 'SUPER_MENTOR', { widget: 'dashboard', attributes: {} }],
    [
      { widget: 'learner-table' },
      'STUDENT',
      { widget: 'library-carousel', attributes: { source: 'recommended' } },
    ],
  ] as const)('%j as %s', (params, role, target) => expect(widgetTarget(params, role)).toEqual(target));
});

describe('checkLaunch', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const login: LoginRecord = {
    state: 's',
    nonce: 'n',
    issuer: 'https://lms.example',
    client_id: 'tool',
    created_at: new Date(now - 5000).toISOString(),
    used_at: null,
  };
  const payload = {
    iss: 'https://lms.example',
    aud: 'tool',
    sub: 'u',
    nonce: 'n',
    iat: now / 1000 - 2,
    exp: now / 1000 + 300,
    [`${CLAIM}version`]: '1.3.0',
    [`${CLAIM}message_type`]: 'LtiResourceLinkRequest',
    [`${CLAIM}deployment_id`]: 'd1',
    [`${CLAIM}resource_link`]: { id: 'r' },
  };
  const facts = { header: { alg: 'RS256', kid: 'k' }, payload, login, deployments: ['d1'], nowMs: now };

  it.each([
    ['a good launch', {}, null],
    ['a used login', { login: { ...login, used_at: 'x' } }, 401],
    [
      'a login older than 10 minutes',
      { login: { ...login, created_at: new Date(now - 11 * 60_000).toISOString() } },
      401,
    ],
    ['aud as an array with azp', { payload: { ...payload, aud: ['tool', 'x'], azp: 'tool' } }, null],
    ['iat 59 s in the future (skew)', { payload: { ...payload, iat: now / 1000 + 59 } }, null],
    ['iat 301 s old', { payload: { ...payload, iat: now / 1000 - 301 } }, 401],
    [
      'a deep-linking request without resource link',
      {
        payload: {
          ...payload,
          [`${CLAIM}message_type`]: 'LtiDeepLinkingRequest',
          [`${CLAIM}resource_link`]: undefined,
        },
      },
      null,
    ],
    ['no deployments registered', { deployments: [] }, 403],
  ] as const)('%s', (_name, change, status) => {
    const refusal = checkLaunch({ ...facts, ...change } as Parameters<typeof checkLaunch>[0]);
    expect(refusal?.status ?? null).toBe(status);
  });
});
