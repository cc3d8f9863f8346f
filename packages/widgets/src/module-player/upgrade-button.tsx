import { pricingPath, type UpgradeFeature } from '@modkit/sdk/rules';
import { useT } from '../runtime/i18n';
import { navigate, useWidgetEnv } from '../runtime/widget-env';

/**
 * 'Upgrade' beside a locked action: asks the host for its pricing modal at the package that opens the
 * feature (`modkit:navigate` kind 'pricing', path `/my-library?upgrade=<feature>`), after `onClick` (a
 * dialog it sits in closes first).
 */
export function UpgradeButton({ feature, onClick }: { feature: UpgradeFeature; onClick?: () => void }) {
  const env = useWidgetEnv();
  const { t } = useT();
  return (
    <button
      type="button"
      className="mk-btn mk-btn--small"
      onClick={() => {
        onClick?.();
        navigate(env, { kind: 'pricing', path: pricingPath(feature) });
      }}
    >
      {t('common.upgrade')}
    </button>
  );
}
