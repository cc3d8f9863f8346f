import { PRICING_FLAG, REQUEST_ACCESS_FLAG, type UpgradeFeature } from '@modkit/sdk/rules';
import { setQueryFlag, setQueryValue } from '../router/location';

/**
 * The pricing modal (part 1 §2.16) opens over whatever page the user is on when the query has
 * `upgrade=true`, or at the package that opens a feature with `upgrade=<feature>` (`upgrade=projects`: the
 * locked actions and pages ask for theirs; the widgets with `modkit:navigate` kind 'pricing'); the mentor's
 * upgrade-request modal likewise with `request-access=true`. Back closes them, and a link can open them.
 */
export const openPricing = (feature?: UpgradeFeature) => setQueryValue(PRICING_FLAG, feature ?? 'true');

/** Whether a pricing flag's value opens the modal (any value but 'false'). */
export const pricingOpen = (value: string | null) => value !== null && value !== '' && value !== 'false';
export const closePricing = () => setQueryFlag(PRICING_FLAG, false);
export const openRequestAccess = () => setQueryFlag(REQUEST_ACCESS_FLAG, true);
export const closeRequestAccess = () => setQueryFlag(REQUEST_ACCESS_FLAG, false);
