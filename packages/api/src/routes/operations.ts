import { PASSWORD_OPERATIONS, SCHOOL_ADDRESS_OPERATIONS, SIGN_IN_OPERATIONS } from '../accounts/operations';
import { ADMIN_OPERATIONS } from '../admin/operations';
import { LIBRARY_OPERATIONS, MODULE_READ_OPERATIONS } from '../catalogue/operations';
import { ORDER_OPERATIONS } from '../commerce/operations';
import { DISCUSSION_OPERATIONS } from '../discussion/operations';
import {
  ACCOUNT_ACTIVITY_OPERATIONS,
  LOCATION_OPERATIONS,
  MODULE_ACTION_OPERATIONS,
  PACKAGE_OPERATIONS,
} from '../learning/operations';
import { OFFLINE_OPERATIONS } from '../offline/operations';
import type { Operation } from '../openapi/operation';
import { PARTNER_OPERATIONS } from '../partners/operations';
import { PRIVACY_OPERATIONS } from '../privacy/operations';
import { PROJECT_OPERATIONS } from '../projects/operations';
import { MENTOR_LINK_OPERATIONS, MENTOR_OPERATIONS } from '../supervision/operations';
import { SYSTEM_OPERATIONS } from '../system/operations';
import { PUBLIC_OPERATIONS } from '../website/operations';

/**
 * Every operation of part 1 §7 and part 2 §7 that the server serves (the SDK's call table is the client side
 * of it), composed from the domains' `operations.ts`. The order is the reference's: the OpenAPI document lists
 * its paths in it, so a new operation goes at the end of its domain's group.
 */
export const OPERATIONS: Operation[] = [
  ...SYSTEM_OPERATIONS,
  ...PARTNER_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...PRIVACY_OPERATIONS,
  ...SIGN_IN_OPERATIONS,
  ...ACCOUNT_ACTIVITY_OPERATIONS,
  ...MENTOR_LINK_OPERATIONS,
  ...LOCATION_OPERATIONS,
  ...MODULE_READ_OPERATIONS,
  ...MODULE_ACTION_OPERATIONS,
  ...PROJECT_OPERATIONS,
  ...DISCUSSION_OPERATIONS,
  ...OFFLINE_OPERATIONS,
  ...LIBRARY_OPERATIONS,
  ...PACKAGE_OPERATIONS,
  ...MENTOR_OPERATIONS,
  ...PASSWORD_OPERATIONS,
  ...ORDER_OPERATIONS,
  ...SCHOOL_ADDRESS_OPERATIONS,
  ...PUBLIC_OPERATIONS,
];
