import { PAGE_UI_CSS } from '@modkit/widgets/ui';

/**
 * The widgets' UI primitives (modal, confirm, popover, tooltip, card, carousel, states) render in the
 * app's own DOM too: their stylesheet (theme tokens on `:root`, `mk-*` classes only) is adopted once.
 */
export function adoptPageUiCss(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_UI_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
