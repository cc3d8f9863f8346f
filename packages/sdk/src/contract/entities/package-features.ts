/** The features a package grants, as both the shop's and the admin console's package carry them (internal, not re-exported). */
import { z } from 'zod';
import { Flag } from '../common';

/** What a package gives: `number_of_accessable_module` -1 means unlimited; the flags are 0/1 numbers. */
export const PackageFeatures = z.object({
  number_of_accessable_module: z.number().int(),
  can_access_to_project: Flag,
  can_submit_project: Flag,
  ai_guided_recommendation: Flag,
  can_access_collection: Flag,
  ai_based_profiile_building_support: Flag,
  number_of_session: z.number().int(),
});
