import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';
import { needsLocationCheck, PRICING_FLAG, REQUEST_ACCESS_FLAG, upgradeFeature } from '@modkit/sdk/rules';
import { lazy, Suspense } from 'react';
import { closePricing, closeRequestAccess, pricingOpen } from '../commerce/pricing-flag';
import { useLocation } from '../router/location';

// Each overlay loads when it is first needed, never with the app's entry.
const PricingModal = lazy(() => import('../commerce/pricing-modal'));
const RequestAccessModal = lazy(() => import('../commerce/request-access-modal'));
const LocationCheck = lazy(() => import('../location/location-check'));

const closeBoth = () => {
  closePricing();
  closeRequestAccess();
};

/**
 * What opens over any signed-in page: the pricing modal on `upgrade=true` (learners, part 1 §2.16); the
 * upgrade-request modal on `request-access=true` (mentors; a mentor's `upgrade=true` opens it too, since
 * mentors buy no package); the location check of library-bound learners (part 1 §4).
 */
export function ShellOverlays() {
  const { query } = useLocation();
  const role = useSession((s) => s.user_type);
  const location = useSession((s) => (s.user?.data as User | undefined)?.meta?.location);
  const pricing = pricingOpen(query.get(PRICING_FLAG));
  const requestAccess = query.get(REQUEST_ACCESS_FLAG) === 'true';
  const mentor = role === 'MENTOR' || role === 'SUPER_MENTOR';
  return (
    <Suspense fallback={null}>
      {role === 'STUDENT' && pricing ? (
        <PricingModal feature={upgradeFeature(query.get(PRICING_FLAG))} />
      ) : null}
      {mentor && (requestAccess || pricing) ? <RequestAccessModal onClose={closeBoth} /> : null}
      {needsLocationCheck(role, location) ? <LocationCheck /> : null}
    </Suspense>
  );
}
