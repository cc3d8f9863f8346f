/**
 * `/widgets/loader.js`: the one script a partner page adds. It registers the `modkit-*` custom elements
 * and loads a widget's code the first time one of its elements connects. Configuration: `data-api`,
 * `data-token`, `data-app` and `nonce` on this script, `token` on an element, or `modkit.setToken()`.
 * A minute before the script's token expires it raises `modkit:token-expiring` on the document.
 * Its only global is `window.modkit`.
 */
import type { EmbedConfig, MountedWidget } from './mount';
import { WIDGET_TAGS } from './widget-tags';

interface WidgetModule {
  mount(host: HTMLElement, config: () => EmbedConfig): MountedWidget;
}

declare const __MODKIT_VERSION__: string;

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
  };
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
      static observedAttributes = [...attributes, 'token', 'theme'];
      mounted?: Promise<MountedWidget | undefined>;

      connectedCallback() {
        elements.add(this);
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
