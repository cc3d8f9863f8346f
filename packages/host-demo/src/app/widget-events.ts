import { PRICING_FLAG, REQUEST_ACCESS_FLAG, upgradeFeature } from '@modkit/sdk/rules';
import type { AnalyticsDetail, ModkitEventType, NavigateDetail, NoticeDetail } from '@modkit/widgets';
import { track } from './analytics/track';
import { openPricing, openRequestAccess } from './commerce/pricing-flag';
import { navigate } from './router/location';
import { notify } from './ui/notices';

/**
 * The widgets' `onEvent`: `modkit:navigate` routes inside the app (returning false prevents the widget's
 * default of opening the app in a new tab); 'pricing' opens the pricing modal (at the feature its path's
 * `upgrade=` names), or the mentor's
 * upgrade-request modal, over the current page; `modkit:notice` shows in the app's notices (one region for
 * the page and its widgets); `modkit:analytics` goes to the app's analytics sink. Other events keep their default.
 */
export function onWidgetEvent(type: ModkitEventType, detail: unknown): boolean | undefined {
  if (type === 'modkit:analytics') {
    const { event, data } = detail as AnalyticsDetail;
    track(event, data);
    return undefined;
  }
  if (type === 'modkit:notice') {
    const { text, tone } = detail as NoticeDetail;
    notify(text, tone);
    return false;
  }
  if (type !== 'modkit:navigate') return undefined;
  const { kind, path } = detail as NavigateDetail;
  if (kind === 'pricing') {
    if (path.includes(`${REQUEST_ACCESS_FLAG}=true`)) openRequestAccess();
    else
      openPricing(
        upgradeFeature(new URL(path, window.location.origin).searchParams.get(PRICING_FLAG)) ?? undefined,
      );
    return false;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  // Another tab of the module page: the reader stays where they are on the page.
  navigate(path, { keepScroll: kind === 'module-tab' });
  return false;
}
