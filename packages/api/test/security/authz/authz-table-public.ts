import type { Rule } from './authz-access';

/**
 * Who may call the health checks, the sign-up and sign-in operations, the public enquiry forms and the
 * like pages (see authz-table.ts).
 */
export const PUBLIC_AUTHZ: Record<string, Rule> = {
  'GET /health': { access: 'public' },
  'GET /ready': { access: 'public' },
  'POST /auth/signup': { access: 'public', body: () => ({ first_name: 'Matrix' }) },
  'POST /auth/login': { access: 'public', body: () => ({ email: 'nobody@modkit.test' }) },
  'POST /auth/instant-signup': { access: 'public', body: () => ({ first_name: 'Matrix' }) },
  'POST /auth/logout': {
    access: 'signed-in',
    body: () => ({ machine_id: 'matrix' }),
    freshToken: 'logout revokes the token it is called with',
  },
  'POST /auth/forget-password': { access: 'public', body: () => ({ email: 'nobody@modkit.test' }) },
  'POST /auth/email-link': { access: 'public', body: () => ({ email: 'nobody@modkit.test' }) },
  'POST /auth/email-link/sign-in': { access: 'public', body: () => ({ token: 'not-a-link' }) },
  'POST /auth/reset-password/{token}': {
    access: 'public',
    params: () => ({ token: 'not-a-reset-token' }),
    body: () => ({ password: 'Matrix-pass-1', password_confirmation: 'Matrix-pass-1' }),
  },
  'POST /auth/verify': {
    access: 'public',
    body: () => ({ activationToken: 'not-a-token', email: 'nobody@modkit.test' }),
  },
  'GET /auth/resend-varification-link': { access: 'signed-in' },
  'GET /auth/providers': { access: 'public' },
  'POST /auth/google': { access: 'public', body: () => ({ accessToken: 'x' }) },
  'POST /auth/facebook': { access: 'public', body: () => ({ accessToken: 'x' }) },
  'POST /auth/linkedin': { access: 'public', body: () => ({ accessToken: 'x' }) },
  'POST /enquiries': { access: 'public', body: () => ({}) },
  'POST /enquiries/mentor': { access: 'public', body: () => ({}) },
  'POST /likes/school-project/{id}': {
    access: 'public-token-checked',
    params: () => ({ id: 7 }),
    body: () => ({ ACTION: 'LIKE' }),
  },
  'POST /likes/blog/{id}': {
    access: 'public-token-checked',
    params: () => ({ id: 7 }),
    body: () => ({ ACTION: 'LIKE' }),
  },
};
