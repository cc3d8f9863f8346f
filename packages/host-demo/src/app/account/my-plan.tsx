import { daysLeftText, isFreePackage, planDaysLeft, showsUpgradeLink } from '@modkit/sdk/rules';
import { useViewer } from '../library/use-viewer';
import { setQueryFlag } from '../router/location';

/**
 * My Plan: the package held, the days left until its expiry ('FREE PACKAGE' for the free one) and Change
 * Package, which opens the pricing modal (hidden for the yearly package).
 */
export function MyPlan({ now }: { now: number }) {
  const { user } = useViewer();
  const held = user?.userpackages;
  const pkg = held?.packages ?? null;
  const left = daysLeftText(planDaysLeft(isFreePackage(pkg), held?.purchase_package_expiry_date, now));
  return (
    <section aria-labelledby="my-plan" className="account-section plan">
      <h2 id="my-plan">My Plan</h2>
      <div className="plan__body">
        <p className="plan__name">{pkg?.name ?? 'No package'}</p>
        <p className="plan__left">{left}</p>
        {pkg && showsUpgradeLink(pkg) ? (
          <button type="button" className="btn" onClick={() => setQueryFlag('upgrade', true)}>
            Change Package
          </button>
        ) : null}
      </div>
    </section>
  );
}
