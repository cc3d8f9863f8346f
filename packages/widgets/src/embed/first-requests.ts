/**
 * The api reads a widget makes as soon as it renders, by widget, from its element's attributes: the
 * loader starts them while the widget's code is still downloading, and the widget's client takes their
 * responses instead of asking again (prefetched-fetch.ts). Paths are relative to the api root and written
 * as the SDK's client writes them (a test compares them with the requests the widget makes).
 */
import { intAttribute } from '../runtime/define-widget';
import type { WidgetName } from './widget-tags';

export const FIRST_REQUESTS: Partial<Record<WidgetName, (element: Element) => string[]>> = {
  // module-data.ts: the profile, the preview and the module page's content, in parallel.
  'module-player': (element) => {
    const id = intAttribute(element.getAttribute('module-id') ?? undefined);
    return id
      ? [
          '/users/profile',
          `/modules/auth/${id}?include=tags,careers`,
          `/modules/auth/${id}?include=projects,tabs`,
        ]
      : [];
  },
};
