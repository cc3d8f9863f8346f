import { pricingPath, type UpgradeFeature } from '@modkit/sdk/rules';
import { navigate, useWidgetEnv } from '../runtime/widget-env';

/**
 * 'Upgrade' beside a locked action: asks the host for its pricing modal at the package that opens the
 * feature (`modkit:navigate` kind 'pricing', path `/my-library?upgrade=<feature>`), after `onClick` (a
 * dialog it sits in closes first).
 */
export function UpgradeButton({ feature, onClick }: { feature: UpgradeFeature; onClick?: () => void }) {
  const env = useWidgetEnv();
  return (
    <button
      type="button"
      className="mk-btn mk-btn--small"
      onClick={() => {
        onClick?.();
        navigate(env, { kind: 'pricing', path: pricingPath(feature) });
      }}
    >
      Upgrade
    </button>
  );
}
