/** The script-tag loader's address and attributes, from modkit's address: what a server puts on its page. */

export interface LoaderScriptOptions {
  /** The widgets' language when an element has no `lang` (`data-lang`). */
  lang?: string;
  /** The standalone app's address, where cards open when the page does not handle `modkit:navigate`. */
  appUrl?: string;
  /** A token for every widget of the page (`data-token`); `modkit.setToken()` and `token` on an element win. */
  token?: string;
}

/** The `<script>` attributes that load modkit's widgets, e.g. `loaderScript('https://modkit.example')`. */
export interface LoaderScript {
  src: string;
  'data-api': string;
  'data-lang'?: string;
  'data-app'?: string;
  'data-token'?: string;
}

/** `https://modkit.example` (or with a path: `https://example.org/modkit/`) → its loader's URL and api. */
export function loaderScript(modkitUrl: string, options: LoaderScriptOptions = {}): LoaderScript {
  const base = new URL(modkitUrl.endsWith('/') ? modkitUrl : `${modkitUrl}/`);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new Error(`modkit's address must be http(s): ${modkitUrl}`);
  }
  const script: LoaderScript = {
    src: new URL('widgets/loader.js', base).href,
    'data-api': new URL('api', base).href,
  };
  if (options.lang) script['data-lang'] = options.lang;
  if (options.appUrl) script['data-app'] = options.appUrl;
  if (options.token) script['data-token'] = options.token;
  return script;
}

/**
 * In a browser: adds the loader's script to the page once (a second call for the same address finds it),
 * and resolves when it has run (the elements are defined and `window.modkit` is there). For single-page
 * apps; a server-rendered page puts `loaderScript()`'s attributes on its own `<script>` tag.
 */
export function loadWidgets(modkitUrl: string, options: LoaderScriptOptions = {}): Promise<void> {
  const attributes = loaderScript(modkitUrl, options);
  const present = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find(
    (script) => script.src === attributes.src,
  );
  if (present && (window as { modkit?: unknown }).modkit) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = present ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => reject(new Error(`modkit's loader did not load: ${attributes.src}`)),
      {
        once: true,
      },
    );
    if (present) return;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.async = true;
    document.head.append(script);
  });
}
