/**
 * The admin console's English catalogue holds the console's rule texts byte for byte: its notices and
 * confirmations (`ADMIN_TEXTS`), the labels the rules give (platform statuses, dashboard widgets) and the
 * field messages the api sends (which the console finds again with `wire`), so that a change of the
 * rules' words is a failing row here, not a text left in English.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TEXTS,
  COUPON_MESSAGES,
  DASHBOARD_WIDGET_LABELS,
  PACKAGE_MESSAGES,
  platformStatusLabel,
} from '../rules/admin-console';
import english from './catalogues/en/admin.json';

const ids: Record<keyof typeof ADMIN_TEXTS, keyof typeof english> = {
  keyShownOnce: 'admin.partners.keyShownOnce',
  keyCopied: 'admin.partners.keyCopied',
  keyCopyFailed: 'admin.partners.keyCopyFailed',
  partnerCreated: 'admin.partners.created',
  partnerSaved: 'admin.partners.saved',
  partnerDisabled: 'admin.partners.disabled',
  partnerEnabled: 'admin.partners.enabled',
  rotateConfirm: 'admin.partners.rotateConfirm',
  noPartners: 'admin.partners.none',
  platformApproved: 'admin.lti.approved',
  platformRefused: 'admin.lti.refused',
  platformRevoked: 'admin.lti.revoked',
  noPlatforms: 'admin.lti.none',
  approveConfirm: 'admin.lti.approveConfirm',
  refuseConfirm: 'admin.lti.refuseConfirm',
  revokeConfirm: 'admin.lti.revokeConfirm',
  accessSaved: 'admin.access.saved',
  noSuperMentors: 'admin.access.none',
  packageCreated: 'admin.packages.created',
  packageSaved: 'admin.packages.saved',
  packageDeactivated: 'admin.packages.deactivated',
  packageActivated: 'admin.packages.activated',
  couponCreated: 'admin.coupons.created',
  couponSaved: 'admin.coupons.saved',
  noPackages: 'admin.packages.none',
  noCoupons: 'admin.coupons.none',
  noAccounts: 'admin.accounts.none',
  accountsLead: 'admin.accounts.lead',
  accountSearch: 'admin.accounts.search',
  eraseConfirm: 'admin.accounts.eraseConfirm',
  accountErased: 'admin.accounts.erased',
};

describe("the admin console's English catalogue holds the rules' texts byte for byte", () => {
  it.each(Object.entries(ids))('ADMIN_TEXTS.%s is %s', (key, id) =>
    expect(english[id]).toBe(ADMIN_TEXTS[key as keyof typeof ADMIN_TEXTS]),
  );

  it.each([
    ['pending', 'admin.lti.statusPending'],
    ['approved', 'admin.lti.statusApproved'],
    ['refused', 'admin.lti.statusRefused'],
  ] as const)('a %s platform is shown as %s', (status, id) =>
    expect(english[id]).toBe(platformStatusLabel(status)),
  );

  it('names each dashboard widget as the rules do', () => {
    const byWidget = Object.entries(DASHBOARD_WIDGET_LABELS).map(([widget, label]) => [
      label,
      english[`admin.widget.${widget}` as keyof typeof english],
    ]);
    expect(byWidget.filter(([label, text]) => label !== text)).toEqual([]);
  });

  it("has every field message the api sends for a package or a coupon (the console's `wire` finds them)", () => {
    const texts = new Set(Object.values(english));
    const messages = [...Object.values(PACKAGE_MESSAGES), ...Object.values(COUPON_MESSAGES)];
    expect(messages.filter((message) => !texts.has(message))).toEqual([]);
  });
});
