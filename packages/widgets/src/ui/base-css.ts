/**
 * The stylesheets of the UI primitives. A widget's shadow root gets `BASE_CSS`: the `:host` reset (`all:
 * initial` wins over the page's `!important` rules on the host, because important declarations of the
 * inner context beat the outer one), the theme tokens, element defaults and the primitives' `mk-*` classes.
 * Sizes are in `em` of the host's 15px, never `rem`: the root font size belongs to the page (a page with
 * `html { font-size: 40px }` must not blow a widget up). Theming: the documented `--modkit-*` custom
 * properties (custom properties still inherit through `all`) and the `::part()` names in the README.
 *
 * A page that renders the primitives in its own DOM (the standalone app, through `@modkit/widgets/ui`) gets
 * `PAGE_UI_CSS`: the same tokens on `:root` and the same `mk-*` classes, without any element rule.
 *
 * Focus rings (WCAG 2.4.7): every control shows a 3px outline on `:focus-visible` (on `:focus-within` for a
 * date, month or time field: Chromium drops `:focus-visible` on the second of its parts, and its calendar
 * button, a stop of its own, leaves the field without `:focus`). In a shadow root the
 * host sheet's `:focus-visible` rule gives it; on a page, the `mk-*` controls carry the same ring at zero
 * specificity (`:where`), so a page's own focus style (the standalone app's) still wins over it.
 */

/** The documented `--modkit-*` properties mapped to the `--mk-*` names the primitives use (light theme). */
const LIGHT_TOKENS = `--mk-fg:var(--modkit-color-text,#1a202c);--mk-muted:var(--modkit-color-muted,#4a5568);--mk-bg:var(--modkit-color-surface,#ffffff);--mk-subtle:var(--modkit-color-subtle,#f4f6fa);--mk-border:var(--modkit-color-border,#d2d8e2);--mk-control:var(--modkit-color-control-border,#7d8799);--mk-primary:var(--modkit-color-primary,#2b59c3);--mk-on-primary:var(--modkit-color-on-primary,#ffffff);--mk-danger:var(--modkit-color-danger,#b42318);--mk-success:var(--modkit-color-success,#166534);--mk-radius:var(--modkit-radius,10px);--mk-font:var(--modkit-font-family,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);`;

const DARK_TOKENS = `--mk-fg:var(--modkit-color-text,#edf2f7);--mk-muted:var(--modkit-color-muted,#cbd5e0);--mk-bg:var(--modkit-color-surface,#1a202c);--mk-subtle:var(--modkit-color-subtle,#2d3748);--mk-border:var(--modkit-color-border,#4a5568);--mk-control:var(--modkit-color-control-border,#8792a2);--mk-primary:var(--modkit-color-primary,#90b4ff);--mk-on-primary:var(--modkit-color-on-primary,#0b1220);--mk-danger:var(--modkit-color-danger,#feb2b2);--mk-success:var(--modkit-color-success,#9ae6b4)`;

/** What only a shadow root needs: the host reset and the element defaults inside it. */
const HOST_CSS = `
:host{all:initial!important;display:block!important;contain:content;color-scheme:light;
font:400 15px/1.5 var(--mk-font)!important;color:var(--mk-fg)!important}
:host([hidden]){display:none!important}
*,*::before,*::after{box-sizing:border-box}
h2,h3,h4,p{margin:0}
h2{font-size:1.2em;font-weight:700}
h3{font-size:1.05em;font-weight:600}
a{color:var(--mk-primary)}
button,input,textarea,select{font:inherit;color:inherit}
:focus-visible{outline:3px solid var(--mk-primary);outline-offset:2px}
input:is([type=month],[type=date],[type=time]):focus-within{outline:3px solid var(--mk-primary);outline-offset:2px}
`;

/** The primitives' classes: the same in a widget's shadow root and on a page. */
export const PRIMITIVES_CSS = `.mk-root{background:var(--mk-bg);color:var(--mk-fg);font:inherit;border-radius:var(--mk-radius)}
.mk-btn{display:inline-flex;align-items:center;justify-content:center;gap:.4em;min-height:2.5em;padding:.45em 1em;
border-radius:999px;border:1px solid var(--mk-primary);background:var(--mk-primary);color:var(--mk-on-primary);
font-weight:600;cursor:pointer;text-decoration:none}
.mk-btn[disabled],.mk-btn[aria-disabled=true]{opacity:.55;cursor:not-allowed}
.mk-btn--ghost{background:transparent;color:var(--mk-primary)}
.mk-btn--danger{background:var(--mk-danger);border-color:var(--mk-danger);color:var(--mk-bg)}
.mk-btn--small{min-height:2em;padding:.2em .75em;font-size:.9em}
.mk-icon-btn{display:inline-flex;align-items:center;justify-content:center;min-width:2.5em;min-height:2.5em;
border:1px solid var(--mk-border);border-radius:999px;background:var(--mk-bg);color:var(--mk-fg);cursor:pointer}
.mk-icon-btn[aria-pressed=true]{background:var(--mk-primary);color:var(--mk-on-primary);border-color:var(--mk-primary)}
@media (forced-colors:active){.mk-icon-btn[aria-pressed=true]{background:Highlight;color:HighlightText}}
.mk-input{width:100%;padding:.55em .75em;border:1px solid var(--mk-control);border-radius:8px;background:var(--mk-bg);color:var(--mk-fg)}
.mk-label{display:block;font-weight:600;margin:.75em 0 .3em}
.mk-field-error{color:var(--mk-danger);font-size:.9em;margin-top:.25em}
.mk-muted{color:var(--mk-muted)}
.mk-icon{flex:none;width:1em;height:1em;vertical-align:-.125em}
.mk-icon-btn .mk-icon{width:1.2em;height:1.2em}
.mk-icon--directional:dir(rtl){transform:scaleX(-1)}
.mk-link-btn{background:none;border:none;padding:.25em;color:var(--mk-primary);font-weight:600;cursor:pointer;min-height:1.75em}
.mk-link-btn--danger{color:var(--mk-danger)}
:where(.mk-btn,.mk-icon-btn,.mk-link-btn,.mk-input):where(:focus-visible){outline:3px solid var(--mk-primary);outline-offset:2px}
.mk-row{display:flex;align-items:center;gap:.5em;flex-wrap:wrap}
.mk-pager{justify-content:center;margin-top:1em}
.mk-state{padding:1.5em;text-align:center;color:var(--mk-muted)}
.mk-state--error{color:var(--mk-danger)}
.mk-spinner{display:inline-block;width:1.4em;height:1.4em;border:3px solid var(--mk-border);border-top-color:var(--mk-primary);
border-radius:50%;animation:mk-spin 1s linear infinite;vertical-align:middle}
@keyframes mk-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.mk-spinner{animation:none}}
.mk-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.mk-dialog{border:none;border-radius:var(--mk-radius);padding:0;max-width:min(34em,calc(100vw - 2em));width:100%;
background:var(--mk-bg);color:var(--mk-fg);box-shadow:0 20px 50px rgb(0 0 0 / .3)}
.mk-dialog::backdrop{background:rgb(0 0 0 / .45)}
.mk-dialog__head{display:flex;justify-content:space-between;align-items:center;gap:1em;padding:1em 1.25em;border-bottom:1px solid var(--mk-border)}
.mk-dialog__body{padding:1em 1.25em}
.mk-dialog__foot{display:flex;justify-content:flex-end;gap:.5em;padding:0 1.25em 1.25em}
.mk-floating{z-index:10;max-width:18em;padding:.5em .75em;border-radius:8px;background:var(--mk-fg);color:var(--mk-bg);
font-size:.875em;box-shadow:0 6px 20px rgb(0 0 0 / .2)}
.mk-floating--panel{background:var(--mk-bg);color:var(--mk-fg);border:1px solid var(--mk-border);max-width:20em}
.mk-alert{padding:.75em 1em;border-radius:8px;background:var(--mk-subtle);border-inline-start:4px solid var(--mk-primary)}
.mk-alert--error{border-inline-start-color:var(--mk-danger)}
.mk-alert--success{border-inline-start-color:var(--mk-success)}
`;

/**
 * A widget's whole sheet. Concatenated, not a template: the build minifies `*_CSS` templates piece by piece
 * between interpolations, and a token list is not a whole rule.
 */
export const BASE_CSS =
  ':host{' +
  LIGHT_TOKENS +
  '}:host([theme=dark]){color-scheme:dark;' +
  DARK_TOKENS +
  '}' +
  HOST_CSS +
  PRIMITIVES_CSS;

/** The primitives on a page's own DOM: tokens on `:root`, then the `mk-*` classes (no element rules). */
export const PAGE_TOKENS = `:root{${LIGHT_TOKENS}}`;
