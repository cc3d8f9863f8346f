import { getTotalPoints } from '@modkit/sdk';
import { pointsBadgeValue } from '@modkit/sdk/rules';
import { useEffect } from 'react';
import { onPointsChanged } from '../runtime/bus';
import { useT } from '../runtime/i18n';
import { useResource } from '../runtime/use-resource';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { Icon, Star } from '../ui/icon';
import { SignInState } from '../ui/states';
import { Tooltip } from '../ui/tooltip';

/**
 * The header's points badge (part 1 §2.14): the learner's total, 0 when none, with the tooltip
 * 'Points earned so far'; it links to the points page (`modkit:navigate`, kind 'points'). `refresh`
 * (any changing value) reloads it, e.g. after a submission.
 */
export function PointsBadge({ refresh }: { refresh?: string | undefined }) {
  const env = useWidgetEnv();
  const { t, number } = useT();
  const client = env.client;
  const points = useResource(async () => (client ? getTotalPoints(client) : null), [client, refresh]);
  const { reload } = points;
  useEffect(() => onPointsChanged(reload), [reload]);
  const value = pointsBadgeValue(points.data?.points);
  useEffect(() => {
    if (points.status === 'ready') env.emit('modkit:ready', { points: value });
  }, [points.status, value, env]);
  if (!client) return <SignInState />;
  const busy = points.status === 'loading' && !points.data;
  return (
    <Tooltip text={t('points.tooltip')}>
      <button
        type="button"
        className="mk-points"
        part="badge"
        aria-busy={busy || undefined}
        onClick={() => navigate(env, { kind: 'points', path: '/your-points' })}
      >
        <span className="mk-points__star">
          <Icon icon={Star} filled />
        </span>
        <span className="mk-points__value">{busy ? '…' : number(value, { useGrouping: false })}</span>{' '}
        <span className="mk-visually-hidden">{t('points.label')}</span>
      </button>
    </Tooltip>
  );
}

export const POINTS_BADGE_CSS = `
:host{display:inline-block!important}
.mk-root{background:transparent}
.mk-points{display:inline-flex;align-items:center;gap:.35em;min-height:2.25em;padding:.2em .65em;border-radius:999px;
border:1px solid var(--mk-border);background:var(--mk-bg);color:var(--mk-fg);font-weight:700;cursor:pointer}
.mk-points__star{display:inline-flex;color:#b7791f}
.mk-points__star .mk-icon{width:.85em;height:.85em}
`;
