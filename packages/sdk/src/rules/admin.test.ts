import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGET_LABELS, originsFromLines, platformActions, platformStatusLabel } from './admin';
import { ADMIN_HOME, adminPageKey, isAdminRole } from './admin-pages';
import { DASHBOARD_WIDGETS } from './dashboard';

describe('who opens the admin console', () => {
  it.each([
    ['ADMIN', true],
    ['SUPER_ADMIN', true],
    ['SUPER_MENTOR', false],
    ['MENTOR', false],
    ['STUDENT', false],
    [null, false],
    ['', false],
  ])('%s → %s', (role, allowed) => expect(isAdminRole(role)).toBe(allowed));
});

describe('the admin page of a path', () => {
  it.each([
    ['/admin/partners', 'admin-partners'],
    ['/admin/partners/', 'admin-partners'],
    ['/admin/partners?page=2', 'admin-partners'],
    ['/admin/lti-platforms', 'admin-lti-platforms'],
    ['/admin/dashboard-access#x', 'admin-dashboard-access'],
    ['/admin/partnersx', null],
    ['/admin', null],
    ['/mentor/my-library', null],
  ])('%s → %s', (path, key) => expect(adminPageKey(path)).toBe(key));

  it('starts at the partners', () => expect(ADMIN_HOME).toBe('/admin/partners'));
});

describe('origins typed one per line', () => {
  it.each([
    ['https://a.org', ['https://a.org']],
    ['  https://a.org  \n\nhttps://b.org\r\n', ['https://a.org', 'https://b.org']],
    ['https://a.org\nhttps://a.org', ['https://a.org']],
    ['\n \n', []],
  ])('%j → %j', (text, origins) => expect(originsFromLines(text)).toEqual(origins));
});

describe('an LTI platform in the console', () => {
  it.each([
    ['pending', 'Waiting for approval', ['approve', 'refuse']],
    ['approved', 'Approved', ['revoke']],
    ['refused', 'Refused', []],
  ] as const)('%s: shown as %s, actions %j', (status, label, actions) => {
    expect(platformStatusLabel(status)).toBe(label);
    expect(platformActions(status)).toEqual(actions);
  });
});

describe('the dashboard widgets in the access table', () => {
  it('names each of the twelve widgets once', () => {
    expect(Object.keys(DASHBOARD_WIDGET_LABELS)).toEqual([...DASHBOARD_WIDGETS]);
    expect(new Set(Object.values(DASHBOARD_WIDGET_LABELS)).size).toBe(12);
  });
});
