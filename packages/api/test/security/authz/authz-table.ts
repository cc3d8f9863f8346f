/**
 * Who may call each documented operation, declared once per operation. The matrix test
 * (security-authz-matrix.test.ts) walks `/api/openapi.json` and fails for an operation missing here.
 * The outcomes and access categories are in authz-access.ts; the rows, by area, in authz-table-*.ts.
 */
import type { Rule } from './authz-access';
import { ACCOUNT_AUTHZ } from './authz-table-account';
import { PARTNER_AND_ADMIN_AUTHZ } from './authz-table-admin';
import { CATALOGUE_AUTHZ } from './authz-table-catalogue';
import { COMMERCE_AUTHZ } from './authz-table-commerce';
import { MENTOR_AUTHZ } from './authz-table-mentor';
import { MODULES_AUTHZ } from './authz-table-modules';
import { PROJECTS_AND_COMMENTS_AUTHZ } from './authz-table-projects';
import { PUBLIC_AUTHZ } from './authz-table-public';
import { SUPER_MENTOR_AUTHZ } from './authz-table-super-mentor';

export { ACCESS, type Access, type Outcome, type Rule } from './authz-access';

/** One row per operation of `/api/openapi.json`, keyed `METHOD /path`. */
export const AUTHZ: Record<string, Rule> = {
  ...PUBLIC_AUTHZ,
  ...ACCOUNT_AUTHZ,
  ...MODULES_AUTHZ,
  ...PARTNER_AND_ADMIN_AUTHZ,
  ...PROJECTS_AND_COMMENTS_AUTHZ,
  ...CATALOGUE_AUTHZ,
  ...MENTOR_AUTHZ,
  ...SUPER_MENTOR_AUTHZ,
  ...COMMERCE_AUTHZ,
};
