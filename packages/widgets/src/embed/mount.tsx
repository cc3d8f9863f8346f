import { createRoot } from 'react-dom/client';
import { partnerWrites } from '../offline/partner-writes';
import { clientFor } from '../runtime/client-cache';
import type { WidgetAttributes, WidgetDefinition } from '../runtime/define-widget';
import { dispatchModkitEvent } from '../runtime/events';
import { widgetLocale, widgetTranslator } from '../runtime/i18n';
import type { Prefetched } from '../runtime/prefetched-fetch';
import type { WidgetEnv } from '../runtime/widget-env';
import { afterPaint } from '../ui/after-paint';
import { WidgetFrame } from '../ui/widget-frame';

/**
 * What the loader knows and passes on each render: the api root, the token, the CSP nonce, and the api
 * responses it already asked for.
 */
export interface EmbedConfig {
  api: string;
  token?: string | undefined;
  nonce?: string | undefined;
  appUrl?: string | undefined;
  /** The loader's `data-lang`: the widgets' language when an element has no `lang` of its own. */
  lang?: string | undefined;
  prefetched?: Prefetched | undefined;
  /** The loader's `data-offline`: progress made offline waits on the device and is sent once (issue 44). */
  offline?: boolean | undefined;
}

export interface MountedWidget {
  /** Re-reads the attributes and the configuration (attributes are live). */
  update(): void;
  unmount(): void;
}

/**
 * Renders a widget into its custom element's shadow root. The element is the host: page selectors such
 * as `div { display: none }` never match it, and `:host` resets whatever the page passes down. The
 * widget renders once its language's catalogue is in (English at once; another a chunk of its own).
 */
export function mountWidget(
  host: HTMLElement,
  widget: WidgetDefinition,
  config: () => EmbedConfig,
): MountedWidget {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  const emit = (type: Parameters<WidgetEnv['emit']>[0], detail?: unknown) =>
    dispatchModkitEvent(host, type, detail);
  let renders = 0;
  const offline = config().offline ? partnerWrites(config().api, () => config().token) : null;
  const render = () => {
    const cfg = config();
    // The queue opens (and sends what an earlier visit left) once the widget has painted, and again when an
    // attribute changes: an element often gets its token after it is on the page. Opening is idempotent.
    if (offline && cfg.token) afterPaint(() => offline.open?.(), 3000);
    const turn = ++renders;
    const attributes: WidgetAttributes = {};
    for (const name of widget.attributes) attributes[name] = host.getAttribute(name) ?? undefined;
    const env: WidgetEnv = {
      client: clientFor(cfg.api, cfg.token, cfg.prefetched),
      emit,
      root: shadow,
      nonce: cfg.nonce,
      appUrl: cfg.appUrl,
      now: Date.now,
      writes: offline,
    };
    widgetTranslator(widget.messages, widgetLocale(host, cfg.lang)).then((i18n) => {
      if (turn !== renders) return; // a later render (an attribute changed meanwhile) wins
      root.render(
        <WidgetFrame env={env} css={widget.css} label={widget.label} i18n={i18n}>
          {widget.render(attributes)}
        </WidgetFrame>,
      );
    });
  };
  render();
  return { update: render, unmount: () => root.unmount() };
}
