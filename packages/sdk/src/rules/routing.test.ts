import { describe, expect, it } from 'vitest';
import {
  afterSignupRoute,
  forcesLogout,
  guardRoute,
  postLoginRedirect,
  resetPasswordRedirect,
  signupRole,
  verifyAccountParams,
} from './routing';

const q = (query: string) => new URLSearchParams(query);

describe('access guard for unauthenticated visitors (part 1 §2.3)', () => {
  it.each([
    ['/like-blog/4/page/2', '', { allow: true }],
    ['/like-school-project/9/page/1', '?x=1', { allow: true }],
    [
      '/my-library',
      '?value=12',
      { allow: false, redirect: '/?redirectLearnerTo=%2Fmy-library%3Fvalue%3D12' },
    ],
    [
      '/my-library/module-preview/3',
      '',
      { allow: false, redirect: '/?redirectLearnerTo=%2Fmy-library%2Fmodule-preview%2F3' },
    ],
    ['/my-list', '?page=2', { allow: false, redirect: '/?redirectTo=%2Fmy-list' }],
    ['/projects', '?x=1', { allow: false, redirect: '/?redirectTo=%2Fprojects' }],
    ['/my-library-old', '', { allow: false, redirect: '/?redirectTo=%2Fmy-library-old' }],
  ])('%s%s → %j', (path, search, result) => expect(guardRoute(path, search, false)).toEqual(result));

  it('lets a signed-in user through', () =>
    expect(guardRoute('/projects', '', true)).toEqual({ allow: true }));
});

describe('after login (part 1 §2.4, §2.13)', () => {
  it.each([
    ['STUDENT', '', '/my-library'],
    ['STUDENT', 'redirectTo=/projects', '/projects'],
    ['STUDENT', 'redirectTo=//evil.example', '/my-library'],
    ['STUDENT', 'redirectTo=https://evil.example', '/my-library'],
    ['STUDENT', 'redirectLearnerTo=/my-library?value=3', '/my-library?value=3'],
    ['STUDENT', 'redirectLearnerTo=//evil.example&redirectTo=/projects', '/projects'],
    ['STUDENT', 'instantsignup=true', '/my-account'],
    ['STUDENT', 'instantsignup=true&redirectTo=/projects', '/my-account'],
    ['MENTOR', 'redirectTo=/projects', '/mentor/my-library'],
    ['SUPER_MENTOR', '', '/mentor/my-library'],
  ])('%s with %j → %s', (role, query, to) => expect(postLoginRedirect(role, q(query))).toBe(to));

  it.each([
    ['autologout=true', true],
    ['autologout=false', false],
    ['', false],
  ])('%j forces logout: %s', (query, yes) => expect(forcesLogout(q(query))).toBe(yes));
});

describe('onboarding routes', () => {
  it.each([
    ['token=t&email=a+b@x.co', { token: 't', email: 'a+b@x.co' }],
    ['token=t&email=a%2Bb@x.co', { token: 't', email: 'a+b@x.co' }],
    ['token=t', null],
    ['email=a@x.co', null],
  ])('verify account %j → %j', (query, params) => expect(verifyAccountParams(q(query))).toEqual(params));

  it.each([
    ['token=abc', null],
    ['', '/login'],
    ['token=', '/login'],
  ])('reset password with %j → %s', (query, to) => expect(resetPasswordRedirect(q(query))).toBe(to));

  it.each([
    ['STUDENT', '/my-library?value=3', '/choose-your-interest?redirectLearnerTo=%2Fmy-library%3Fvalue%3D3'],
    ['STUDENT', null, '/choose-your-interest'],
    ['MENTOR', '/my-library', '/choose-your-interest'],
  ])('%s signing up with target %s → %s', (role, target, to) =>
    expect(afterSignupRoute(role, target)).toBe(to),
  );

  it.each([
    ['educator', 'MENTOR'],
    ['learner', 'STUDENT'],
    [null, 'STUDENT'],
  ])('signup ?%s → %s', (value, role) => expect(signupRole(value)).toBe(role));
});
