import type { Insertable } from 'kysely';
import type { PackagesTable } from '../db/schema';

/** The gates of the top packages: unlimited modules, projects, recommendations, collections, profile support. */
const EVERY_GATE_OPEN = {
  number_of_accessable_module: -1,
  can_access_to_project: 1,
  can_submit_project: 1,
  ai_guided_recommendation: 1,
  can_access_collection: 1,
  ai_based_profiile_building_support: 1,
} as const;

/**
 * The four packages and their gates (part 1 §6): FREE (never offered for purchase), STARTER monthly,
 * PREMIUM quarterly, ELITE yearly. -1 means unlimited modules.
 */
export const PACKAGES: Array<Insertable<PackagesTable>> = [
  {
    name: 'FREE',
    is_free: 1,
    price: 0,
    currency_code: 'USD',
    currency_symbol: '$',
    number_of_accessable_module: 5,
    can_access_to_project: 0,
    can_submit_project: 0,
    ai_guided_recommendation: 0,
    can_access_collection: 0,
    ai_based_profiile_building_support: 0,
    number_of_session: 0,
    duration_days: 0,
    duration_in_humanize: 'Lifetime',
    status: 'Active',
    position: 0,
  },
  {
    name: 'STARTER',
    is_free: 0,
    price: 9.99,
    currency_code: 'USD',
    currency_symbol: '$',
    number_of_accessable_module: 20,
    can_access_to_project: 1,
    can_submit_project: 0,
    ai_guided_recommendation: 1,
    can_access_collection: 1,
    ai_based_profiile_building_support: 0,
    number_of_session: 1,
    duration_days: 30,
    duration_in_humanize: 'monthly',
    status: 'Active',
    position: 1,
  },
  {
    name: 'PREMIUM',
    is_free: 0,
    price: 24.99,
    currency_code: 'USD',
    currency_symbol: '$',
    ...EVERY_GATE_OPEN,
    number_of_session: 3,
    duration_days: 90,
    duration_in_humanize: 'quarterly',
    status: 'Active',
    position: 2,
  },
  {
    name: 'ELITE',
    is_free: 0,
    price: 89.99,
    currency_code: 'USD',
    currency_symbol: '$',
    ...EVERY_GATE_OPEN,
    number_of_session: 12,
    duration_days: 365,
    duration_in_humanize: 'yearly',
    status: 'Active',
    position: 3,
  },
];
