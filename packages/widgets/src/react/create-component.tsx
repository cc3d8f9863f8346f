import type { Client } from '@modkit/sdk';
import type { Messages } from '@modkit/sdk/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { clientFor } from '../runtime/client-cache';
import type { WidgetAttributes, WidgetDefinition } from '../runtime/define-widget';
import { dispatchModkitEvent, type ModkitEventType } from '../runtime/events';
import { englishWidgets, type WidgetTranslator, widgetLocale, widgetTranslator } from '../runtime/i18n';
import type { WidgetEnv } from '../runtime/widget-env';
import type { WidgetWrites } from '../runtime/writes';
import { WidgetFrame } from '../ui/widget-frame';
import { ShadowHost, useShadowRoot } from './shadow-host';

/** Props every widget component takes besides its own. */
export interface CommonWidgetProps {
  /** The api root, e.g. `https://modkit.example/api`. */
  api?: string;
  /** The signed-in user's bearer token. */
  token?: string;
  /** Or a ready client (it wins over `api` and `token`). */
  client?: Client;
  theme?: 'light' | 'dark';
  /** The language (`es`, `ar-EG` …: the closest one modkit speaks); else the page's `<html lang>`. */
  lang?: string;
  nonce?: string;
  /** The standalone app's URL, where cards open unless `onEvent` handles `modkit:navigate`. */
  appUrl?: string;
  /** Every `modkit:*` event; return false to prevent the default (e.g. opening the app). */
  onEvent?: (type: ModkitEventType, detail: unknown) => boolean | undefined;
  /** The host's queue of writes made offline (issue 44); without it writes are sent at once. */
  writes?: WidgetWrites;
}

/** A number prop as its element attribute's text. */
export const numberAttribute = (n: number | undefined) => (n === undefined ? undefined : String(n));

/**
 * The widget's translator for a `lang` prop (else the page's `<html lang>`): English at once, another
 * language once its catalogue is in (null until then).
 */
function useWidgetTranslator(messages: Messages, lang: string | undefined): WidgetTranslator | null {
  const locale = widgetLocale(null, lang);
  const [loaded, setLoaded] = useState<WidgetTranslator | null>(null);
  useEffect(() => {
    let live = true;
    if (locale !== 'en') widgetTranslator(messages, locale).then((i18n) => live && setLoaded(i18n));
    return () => {
      live = false;
    };
  }, [messages, locale]);
  if (locale === 'en') return englishWidgets(messages);
  return loaded?.locale === locale ? loaded : null;
}

/**
 * Turns a widget definition into a React component rendered in a shadow root, the same frame and the
 * same events as the custom element. A component's module makes it with a `@__PURE__` call: a bundler
 * drops every widget an app does not render.
 */
export function createWidgetComponent<P extends object>(
  widget: WidgetDefinition,
  toAttributes: (props: P) => WidgetAttributes,
) {
  function Inner(props: P & CommonWidgetProps) {
    const shadow = useShadowRoot();
    const onEvent = useRef(props.onEvent);
    onEvent.current = props.onEvent;
    const client = props.client ?? clientFor(props.api ?? '/api', props.token);
    const env = useMemo<WidgetEnv>(
      () => ({
        client,
        root: shadow,
        nonce: props.nonce,
        appUrl: props.appUrl,
        now: Date.now,
        writes: props.writes ?? null,
        emit: (type, detail) => {
          const handled = onEvent.current?.(type, detail) === false;
          return dispatchModkitEvent(shadow?.host ?? null, type, detail) && !handled;
        },
      }),
      [client, shadow, props.nonce, props.appUrl, props.writes],
    );
    const i18n = useWidgetTranslator(widget.messages, props.lang);
    if (!i18n) return null;
    return (
      <WidgetFrame env={env} css={widget.css} label={widget.label} i18n={i18n}>
        {widget.render(toAttributes(props))}
      </WidgetFrame>
    );
  }
  function WidgetComponent(props: P & CommonWidgetProps) {
    return (
      <ShadowHost tag={widget.tag} theme={props.theme}>
        <Inner {...props} />
      </ShadowHost>
    );
  }
  WidgetComponent.displayName = widget.tag;
  return WidgetComponent;
}
