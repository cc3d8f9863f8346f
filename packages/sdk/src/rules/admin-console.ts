/**
 * `@modkit/sdk/admin`: the admin console's texts and form rules (partners, LTI platforms, dashboard access,
 * packages and coupons). A subpath of its own so that the widgets' rules bundle never carries them.
 */
export {
  ADMIN_TEXTS,
  DASHBOARD_WIDGET_LABELS,
  originsFromLines,
  type PlatformAction,
  type PlatformStatus,
  platformActions,
  platformStatusLabel,
} from './admin';
export {
  COUPON_MESSAGES,
  couponExpiry,
  couponFieldErrors,
  couponValueLabel,
  currencySymbolOf,
  durationInHumanize,
  normalCouponCode,
  PACKAGE_MESSAGES,
  packageFieldErrors,
} from './admin-commerce';
