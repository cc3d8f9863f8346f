import { setQueryFlag } from '../router/location';

/**
 * The pricing modal (part 1 §2.16) opens over whatever page the user is on when the query has
 * `upgrade=true` (the widgets ask for it with `modkit:navigate` kind 'pricing'); the mentor's
 * upgrade-request modal likewise with `request-access=true`. Back closes them, and a link can open them.
 */
export const PRICING_FLAG = 'upgrade';
export const REQUEST_ACCESS_FLAG = 'request-access';

export const openPricing = () => setQueryFlag(PRICING_FLAG, true);
export const closePricing = () => setQueryFlag(PRICING_FLAG, false);
export const openRequestAccess = () => setQueryFlag(REQUEST_ACCESS_FLAG, true);
export const closeRequestAccess = () => setQueryFlag(REQUEST_ACCESS_FLAG, false);
