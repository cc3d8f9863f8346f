/**
 * What authored HTML (a module's content and description, a project's brief) may keep, whichever sanitizer
 * applies it: DOMPurify (sanitize.ts) or the browser's own (`Element.setHTML`, native-sanitizer.ts). Plain
 * HTML for reading: text, structure, tables, lists, links, images and media, classes for the editor's CSS.
 * No script, no event handler, no SVG or MathML, no form, no frame, no inline style (the content's CSS is
 * sanitized apart, sanitize-css.ts). The lists are DOMPurify's HTML profile (3.x) less what is forbidden here
 * and what reading has no use for: forms' attributes (forms go), web components' and popovers' (`part`, `slot`,
 * `popover`, `command` …), `template`, and what never rendered anything (`blink`, `marquee`, `spacer` …).
 */

/** Elements that stay, with their attributes as allowed below. */
export const CONTENT_ELEMENTS: readonly string[] = `
  a abbr acronym address area article aside audio b bdi bdo big blockquote br canvas caption center cite
  code col colgroup data dd del details dfn dialog dir div dl dt em fieldset figcaption figure font footer
  h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd label legend li main map mark menu meter nav nobr ol
  optgroup option p picture pre progress q rp rt ruby s samp search section small source span strike
  strong sub summary sup table tbody td tfoot th thead time tr track tt u ul var video wbr
`
  .trim()
  .split(/\s+/);

/**
 * Elements that go but leave their content (a form's, a button's words), as DOMPurify does with what it
 * forbids; any other element goes with its content (a script's, a style's, an SVG's, a frame's).
 */
export const UNWRAPPED_ELEMENTS: readonly string[] = ['form', 'button', 'input', 'select', 'textarea'];

/** Attributes that stay on any allowed element (their values as `attributeValueAllowed` says), and any `data-*`. */
export const CONTENT_ATTRIBUTES: readonly string[] = [
  ...`
  align alt autoplay background bgcolor border cellpadding cellspacing cite class clear color cols colspan
  controls coords crossorigin datetime decoding default dir disabled download draggable face for headers
  height hidden high href hreflang id ismap kind label lang loading loop low media muted name noshade
  nowrap open optimum playsinline poster preload rel rev reversed role rows rowspan spellcheck scope shape
  size sizes span srclang start src srcset summary tabindex title translate type usemap valign value width
`
    .trim()
    .split(/\s+/),
  // ARIA (DOMPurify keeps any `aria-*`; the browser's sanitizer takes names, so WAI-ARIA 1.3's).
  ...`
  activedescendant atomic autocomplete braillelabel brailleroledescription busy checked colcount colindex
  colindextext colspan controls current describedby description details disabled errormessage expanded
  flowto haspopup hidden invalid keyshortcuts label labelledby level live modal multiline multiselectable
  orientation owns placeholder posinset pressed readonly relevant required roledescription rowcount
  rowindex rowindextext rowspan selected setsize sort valuemax valuemin valuenow valuetext
`
    .trim()
    .split(/\s+/)
    .map((name) => `aria-${name}`),
];

/**
 * A value that names no scheme, or one of these (DOMPurify's `ALLOWED_URI_REGEXP`): every attribute but the
 * plain-text ones below must match it once its white space is taken out, so no `javascript:`, `vbscript:` or
 * `data:text/html` reaches a link, a source or any other attribute a browser may resolve.
 */
export const CONTENT_URI =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Attributes whose values are text, never resolved as a URL (DOMPurify's URI-safe attributes). */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'class',
  'for',
  'id',
  'label',
  'name',
  'pattern',
  'placeholder',
  'role',
  'summary',
  'title',
  'value',
]);

/** Elements whose media may come as a `data:` URL (an inline image, say). */
const DATA_URI_ELEMENTS = new Set(['audio', 'video', 'img', 'source', 'track']);

/** White space and controls a browser skips inside a URL (`java\tscript:` is `javascript:`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what it takes out.
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Whether an allowed attribute keeps its value on an allowed element (`tag` and `name` lower case): text
 * attributes always, others when the value names no scheme or an allowed one, media sources also as `data:`.
 */
export function attributeValueAllowed(tag: string, name: string, value: string): boolean {
  if (TEXT_ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-')) return true;
  if (!value) return true;
  if (CONTENT_URI.test(value.replace(URL_WHITESPACE, ''))) return true;
  return (name === 'src' || name === 'href') && value.startsWith('data:') && DATA_URI_ELEMENTS.has(tag);
}

/** What a link of the content gets: it opens in a new tab without handing over the page's window. */
export const CONTENT_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer' } as const;
