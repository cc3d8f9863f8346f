import type { ModkitEventType, NavigateDetail } from '@modkit/widgets';
import { navigate } from './router/location';

/**
 * The widgets' `onEvent`: `modkit:navigate` routes inside the app (returning false prevents the widget's
 * default of opening the app in a new tab); other events keep their default.
 */
export function onWidgetEvent(type: ModkitEventType, detail: unknown): boolean | undefined {
  if (type !== 'modkit:navigate') return undefined;
  const { path } = detail as NavigateDetail;
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  navigate(path);
  return false;
}
