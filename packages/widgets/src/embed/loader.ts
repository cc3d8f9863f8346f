/**
 * `/widgets/loader.js`: the one script a partner page adds. It registers the `modkit-*` custom elements
 * and loads a widget's code the first time one of its elements connects. Configuration: `data-api`,
 * `data-token`, `data-app`, `data-lang`, `data-offline` and `nonce` on this script, `token` and `lang` on an element, or
 * `modkit.setToken()`.
 * A minute before the script's token expires it raises `modkit:token-expiring` on the document.
 * Its only global is `window.modkit`. When an element connects, the widget's entry, the shared runtime
 * chunk and the widget's first api reads (first-requests.ts) all start at once, in parallel.
 */
import { prefetchKey } from '../runtime/prefetched-fetch';
import { FIRST_REQUESTS } from './first-requests';
import type { EmbedConfig, MountedWidget } from './mount';
import { WIDGET_TAGS, type WidgetName } from './widget-tags';

interface WidgetModule {
  mount(host: HTMLElement, config: () => EmbedConfig): MountedWidget;
}

declare const __MODKIT_VERSION__: string;
/** The shared runtime chunk every widget entry imports, relative to the loader (set by the build). */
declare const __MODKIT_RUNTIME__: string;

/** The elements on the page, refreshed when the token changes. */
type Elements = Set<{ refresh(): void }>;

/** The configuration from this script's attributes; the api and the app default to beside `/widgets/`. */
function readConfig(script: HTMLScriptElement | null, base: string): EmbedConfig {
  const data = script?.dataset ?? {};
  return {
    api: data.api || new URL('../api', base).href,
    token: data.token,
    nonce: script?.nonce || data.nonce,
    appUrl: data.app || new URL('..', base).href,
    lang: data.lang,
    offline: data.offline !== undefined,
    prefetched: new Map(),
  };
}

/**
 * Starts the api reads a widget makes first, while its code downloads; its client takes the responses
 * (prefetched-fetch.ts). One not taken within 30 s is dropped, so a later read asks again.
 */
function startFirstRequests(name: string, element: HTMLElement, config: EmbedConfig) {
  const token = element.getAttribute('token') || config.token;
  if (!token) return;
  for (const path of FIRST_REQUESTS[name as WidgetName]?.(element) ?? []) {
    const url = config.api.replace(/\/+$/, '') + path;
    const key = prefetchKey(token, url);
    if (config.prefetched?.has(key)) continue;
    const pending = fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    pending.catch(() => undefined); // the widget's client reports a failure
    config.prefetched?.set(key, pending);
    setTimeout(() => config.prefetched?.delete(key), 3e4);
  }
}

/** `window.modkit`: the version and `setToken()`, and the expiry watch of the token. */
function exposeGlobal(config: EmbedConfig, elements: Elements) {
  const host = window as unknown as { modkit?: Record<string, unknown> };
  host.modkit = host.modkit ?? {};
  const global = host.modkit;
  global.version = __MODKIT_VERSION__;
  // A minute before the token expires, `modkit:token-expiring` on the document: the host fetches a fresh
  // one from its server and calls `modkit.setToken()` (the widgets keep what the user typed).
  let expiring: ReturnType<typeof setTimeout> | undefined;
  const watchExpiry = () => {
    clearTimeout(expiring);
    try {
      const part = config.token?.split('.')[1];
      const exp = part ? (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))).exp as number) : 0;
      if (exp > 0)
        expiring = setTimeout(
          () =>
            document.dispatchEvent(
              new CustomEvent('modkit:token-expiring', { detail: { expiresAt: exp * 1e3 } }),
            ),
          Math.max(0, exp * 1e3 - 6e4 - Date.now()),
        );
    } catch {}
  };
  global.setToken = (token?: string | null) => {
    config.token = token || undefined;
    watchExpiry();
    for (const el of elements) el.refresh();
  };
  watchExpiry();
}

/** Registers `modkit-<name>`: its code is loaded when the first such element connects. */
function defineWidget(
  name: string,
  attributes: readonly string[],
  base: string,
  config: EmbedConfig,
  elements: Elements,
) {
  const tag = `modkit-${name}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = [...attributes, 'token', 'theme', 'lang'];
      mounted?: Promise<MountedWidget | undefined>;

      connectedCallback() {
        elements.add(this);
        if (!this.mounted) {
          startFirstRequests(name, this, config);
          // The entry imports it: fetched now, it comes in the entry's round trip rather than after it.
          import(/* @vite-ignore */ base + __MODKIT_RUNTIME__).catch(() => undefined);
        }
        this.mounted ??= import(/* @vite-ignore */ `${base}${name}.js`).then(
          (mod: WidgetModule) =>
            this.isConnected
              ? mod.mount(this, () => ({ ...config, token: this.getAttribute('token') || config.token }))
              : undefined,
          (error: unknown) => {
            this.dispatchEvent(
              new CustomEvent('modkit:error', {
                detail: { message: String(error) },
                bubbles: true,
                composed: true,
              }),
            );
            return undefined;
          },
        );
      }

      disconnectedCallback() {
        elements.delete(this);
        const mounted = this.mounted;
        this.mounted = undefined;
        mounted?.then((widget) => widget?.unmount());
      }

      attributeChangedCallback() {
        this.refresh();
      }

      refresh() {
        this.mounted?.then((widget) => widget?.update());
      }
    },
  );
}

(() => {
  if (typeof window === 'undefined' || !window.customElements) return;
  const script = (document.currentScript ??
    document.querySelector('script[src*="/widgets/loader"]')) as HTMLScriptElement | null;
  const base = new URL('.', script?.src || location.href).href;
  const config = readConfig(script, base);
  const elements: Elements = new Set();
  exposeGlobal(config, elements);
  for (const [name, attributes] of Object.entries(WIDGET_TAGS))
    defineWidget(name, attributes, base, config, elements);
})();
