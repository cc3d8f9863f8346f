/**
 * `@modkit/sdk/admin`: the admin console's texts and form rules (partners, LTI platforms, dashboard access,
 * packages and coupons). A subpath of its own so that the widgets' rules bundle never carries them.
 */
export * from './admin';
export * from './admin-commerce';
