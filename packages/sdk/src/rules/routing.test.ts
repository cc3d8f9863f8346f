import { describe, expect, it } from 'vitest';
import * as rule from './routing';

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
  ])('%s%s → %j', (path, search, result) => expect(rule.guardRoute(path, search, false)).toEqual(result));

  it('lets a signed-in user through', () =>
    expect(rule.guardRoute('/projects', '', true)).toEqual({ allow: true }));
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
  ])('%s with %j → %s', (role, query, to) => expect(rule.postLoginRedirect(role, q(query))).toBe(to));

  it.each([
    ['autologout=true', true],
    ['autologout=false', false],
    ['', false],
  ])('%j forces logout: %s', (query, yes) => expect(rule.forcesLogout(q(query))).toBe(yes));
});

describe('onboarding routes', () => {
  it.each([
    ['token=t&email=a+b@x.co', { token: 't', email: 'a+b@x.co' }],
    ['token=t&email=a%2Bb@x.co', { token: 't', email: 'a+b@x.co' }],
    ['token=t', null],
    ['email=a@x.co', null],
  ])('verify account %j → %j', (query, params) => expect(rule.verifyAccountParams(q(query))).toEqual(params));

  it.each([
    ['token=abc', null],
    ['', '/login'],
    ['token=', '/login'],
  ])('reset password with %j → %s', (query, to) => expect(rule.resetPasswordRedirect(q(query))).toBe(to));

  it.each([
    ['STUDENT', '/my-library?value=3', '/choose-your-interest?redirectLearnerTo=%2Fmy-library%3Fvalue%3D3'],
    ['STUDENT', null, '/choose-your-interest'],
    ['MENTOR', '/my-library', '/choose-your-interest'],
  ])('%s signing up with target %s → %s', (role, target, to) =>
    expect(rule.afterSignupRoute(role, target)).toBe(to),
  );

  it.each([
    ['educator', 'MENTOR'],
    ['learner', 'STUDENT'],
    [null, 'STUDENT'],
  ])('signup ?%s → %s', (value, role) => expect(rule.signupRole(value)).toBe(role));
});

describe("the app's paths (part 1 §2, part 2 §2)", () => {
  it.each([
    [() => rule.LEARNER_HOME, '/my-library'],
    [() => rule.MENTOR_HOME, '/mentor/my-library'],
    [() => rule.modulePreviewPath(12), '/my-library/module-preview/12'],
    [() => rule.modulePagePath(12), '/my-library/module-preview/module-page/12'],
    [() => rule.modulePagePath(12, 1), '/my-library/module-preview/module-page/12'],
    [() => rule.modulePagePath(12, 2), '/my-library/module-preview/module-page/12?tab=2'],
    [() => rule.modulePagePath(12, 3), '/my-library/module-preview/module-page/12?tab=3'],
    [() => rule.relatedCareerPath(12, 4), '/my-library/module-preview/12/related-careers/4'],
    [() => rule.collectionPath(7), '/my-library/collections/view-collection/7'],
    [() => rule.ALL_COLLECTIONS_PATH, '/my-library/all-collections'],
    [() => rule.PROJECTS_PATH, '/projects'],
    [() => rule.sessionsPath('STUDENT'), '/mentor-sessions'],
    [() => rule.sessionsPath('MENTOR'), '/mentor/mentor-sessions'],
    [() => rule.sessionsPath('SUPER_MENTOR'), '/mentor/mentor-sessions'],
    [() => rule.NEW_PROJECT_PATH, '/projects/new-project'],
    [() => rule.projectDetailsPath(9), '/projects/project-details/9'],
    [() => rule.editProjectPath(9), '/projects/edit-project/9'],
    [() => rule.pricingPath(), '/my-library?upgrade=true'],
    [() => rule.pricingPath('collections'), '/my-library?upgrade=collections'],
    [() => rule.REQUEST_ACCESS_PATH, '/my-library?request-access=true'],
  ])('%s → %s', (build, path) => expect(build()).toBe(path));

  it('keeps the library pages behind the learner redirect of the guard', () =>
    expect(rule.guardRoute(rule.relatedCareerPath(3, 1), '', false)).toEqual({
      allow: false,
      redirect: '/?redirectLearnerTo=%2Fmy-library%2Fmodule-preview%2F3%2Frelated-careers%2F1',
    }));
});

describe("the module page's tab in its URL (part 1 §2.21)", () => {
  it.each([
    ['2', 2],
    ['3', 3],
    ['1', 1],
    [null, 1],
    ['', 1],
    ['4', 1],
    ['0', 1],
    [' 2', 1],
    ['2.0', 1],
  ])('?tab=%j opens tab %i', (value, tab) => expect(rule.moduleTabOf(value)).toBe(tab));
});

describe('the search page URL', () => {
  it.each([
    [{}, '/search'],
    [{ keyword: '  ' }, '/search'],
    [{ keyword: ' water ' }, '/search?keyword=water'],
    // As encodeURIComponent writes it: the module player's tag links have always read so.
    [{ keyword: 'solar power' }, '/search?keyword=solar%20power'],
    [{ keyword: 'a&b=c' }, '/search?keyword=a%26b%3Dc'],
    [{ keyword: 'Art', tagId: 7 }, '/search?keyword=Art&tag_id=7'],
    [{ careerId: 3, keyword: 'Architect' }, '/search?keyword=Architect&career_id=3'],
    [{ categoryId: 12, category: 'Space' }, '/search?category_id=12&category=Space'],
    // A category name alone names nothing.
    [{ category: 'Space' }, '/search'],
  ])('%j → %s', (search, path) => expect(rule.searchPath(search)).toBe(path));

  it('writes what a URL reader gives back', () => {
    const path = rule.searchPath({
      keyword: "don't panic",
      tagId: 4,
      categoryId: 9,
      category: 'Énergie & co',
    });
    expect([...new URL(path, 'http://x').searchParams]).toEqual([
      ['keyword', "don't panic"],
      ['tag_id', '4'],
      ['category_id', '9'],
      ['category', 'Énergie & co'],
    ]);
  });
});
