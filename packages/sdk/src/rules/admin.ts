import type { DashboardWidget } from './dashboard';

/** The admin console's texts and the parsing its forms share (`@modkit/sdk/admin`). */

/** The origins typed one per line: trimmed, blank lines dropped, each once (the api checks each one). */
export function originsFromLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/** The texts of the admin console. */
export const ADMIN_TEXTS = {
  keyShownOnce: 'Copy this key now: it will not be shown again.',
  keyCopied: 'Key copied.',
  keyCopyFailed: 'Unable to copy the key: select it and copy it yourself.',
  partnerCreated: 'Partner created.',
  partnerSaved: 'Partner saved.',
  partnerDisabled: 'Partner disabled: its key no longer works.',
  partnerEnabled: 'Partner enabled.',
  rotateConfirm: 'Give this partner a new key? The current key stops working at once.',
  noPartners: 'No partners yet.',
  platformApproved: 'Platform approved.',
  platformRefused: 'Platform refused.',
  platformRevoked: 'Platform revoked: its launches are refused.',
  noPlatforms: 'No LTI platforms registered yet.',
  approveConfirm: 'Approve this LMS? Its users can launch modkit from it at once.',
  refuseConfirm: 'Refuse this LMS? Its launches are refused; it can only register again.',
  revokeConfirm: 'Revoke this LMS? Its keys and deployments are removed and its launches are refused.',
  accessSaved: 'Dashboard access saved.',
  noSuperMentors: 'No super mentors yet.',
  packageCreated: 'Package created.',
  packageSaved: 'Package saved.',
  packageDeactivated: 'Package deactivated: it leaves the pricing table; its subscribers keep it.',
  packageActivated: 'Package activated.',
  couponCreated: 'Coupon created.',
  couponSaved: 'Coupon saved.',
  noPackages: 'No packages yet.',
  noCoupons: 'No coupons yet.',
  noAccounts: 'No account matches.',
  accountsLead:
    'Every account. Download an account\'s data (a zip of everything modkit holds about it, with its files), or erase it: its data and files go, what it wrote with others stays as "Deleted user", a paid order keeps its receipt.',
  accountSearch: 'Search by name or e-mail',
  eraseConfirm:
    'Erase this account and everything it holds? Its files go too. A learner from an LMS gets a new account on their next launch. This cannot be undone.',
  accountErased: 'Account erased.',
} as const;

/** An LTI platform's approval status (the tool's `pending`, `approved`, `refused`). */
export type PlatformStatus = 'pending' | 'approved' | 'refused';
/** What an administrator may do with a platform. */
export type PlatformAction = 'approve' | 'refuse' | 'revoke';

const PLATFORM_STATUS_LABELS: Record<PlatformStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  refused: 'Refused',
};

/** A platform's status as the console shows it. */
export function platformStatusLabel(status: PlatformStatus): string {
  return PLATFORM_STATUS_LABELS[status] ?? status;
}

/** A waiting platform is approved or refused; an approved one revoked; a refused one only registers again. */
export function platformActions(status: PlatformStatus): PlatformAction[] {
  if (status === 'pending') return ['approve', 'refuse'];
  return status === 'approved' ? ['revoke'] : [];
}

/** The dashboard widgets by the names the super mentor's dashboard gives them (the access table's columns). */
export const DASHBOARD_WIDGET_LABELS: Record<DashboardWidget, string> = {
  PROJECT_COUNT: 'Projects submitted',
  REFLECTION_ANSWER_COUNT: 'Reflection answers',
  CATEGORIES: 'Categories',
  HOUR_COMPARISION: 'Hour comparison',
  TIME_BASED_STUDENTS: 'Most active students',
  REFLECTION_BASED_STUDENTS: 'Top reflection answers',
  STUDENTS_ACTIVE: 'Active students',
  STUDENTS_ACTIVITY_TIME: 'Students activity (hours)',
  AVERAGE_STUDENTS_ACTIVITY_TIME: 'Average student hours',
  MENTORS_ACTIVE: 'Active mentors',
  MENTORS_ACTIVITY_TIME: 'Mentors activity (hours)',
  AVERAGE_MENTORS_ACTIVITY_TIME: 'Average mentor hours',
};
