import { say } from '@modkit/sdk/i18n';
import { daysLeftText, isFreePackage, planDaysLeft, showsUpgradeLink } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useViewer } from '../library/use-viewer';
import { setQueryFlag } from '../router/location';

/**
 * My Plan: the package held, the days left until its expiry ('FREE PACKAGE' for the free one) and Change
 * Package, which opens the pricing modal (hidden for the yearly package).
 */
export function MyPlan({ now }: { now: number }) {
  const { user } = useViewer();
  const i18n = useAppTranslator();
  const { t } = i18n;
  const held = user?.userpackages;
  const pkg = held?.packages ?? null;
  const daysLeft = planDaysLeft(isFreePackage(pkg), held?.purchase_package_expiry_date, now);
  const left = say(i18n, daysLeftText(daysLeft));
  return (
    <section aria-labelledby="my-plan" className="account-section plan">
      <h2 id="my-plan">{t('account.myPlan')}</h2>
      <div className="plan__body">
        <p className="plan__name">{pkg?.name ?? t('account.noPackage')}</p>
        <p className="plan__left">{left}</p>
        {pkg && showsUpgradeLink(pkg) ? (
          <button type="button" className="btn" onClick={() => setQueryFlag('upgrade', true)}>
            {t('account.changePackage')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
