/** Functions through which a declaration can make the browser fetch something. */
const FETCHING_FUNCTION = /(?:url|image|image-set|cross-fade|element|paint|src)\s*\(/i;

/** CSS escapes decoded (`\75 rl(` is `url(`), so a check cannot be dodged by spelling. */
function decodeCssEscapes(value: string): string {
  return value
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\\(.)/g, '$1');
}

/** Drops the declarations of one rule that could fetch (custom properties included: `var()` re-reads them). */
function stripFetchingDeclarations(style: CSSStyleDeclaration): void {
  for (const name of Array.from(style)) {
    if (FETCHING_FUNCTION.test(decodeCssEscapes(style.getPropertyValue(name)))) style.removeProperty(name);
  }
}

/** Walks a rule list from the end: `@import` and `@font-face` go, every style loses what could fetch. */
function cleanRules(owner: CSSStyleSheet | CSSGroupingRule | CSSKeyframesRule | CSSStyleRule): void {
  const rules = owner.cssRules;
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i] as CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList };
    if (rule instanceof CSSImportRule || rule instanceof CSSFontFaceRule) {
      (owner as CSSStyleSheet).deleteRule(i);
      continue;
    }
    if (rule.style) stripFetchingDeclarations(rule.style);
    if (rule.cssRules) cleanRules(rule as unknown as CSSGroupingRule);
  }
}

/**
 * Editor CSS, scoped to the content's own shadow root, parsed by the browser's own CSS parser
 * (`CSSStyleSheet.replaceSync`): no `@import`, no `@font-face`, and no declaration that could fetch
 * (`url(`, `image(`, `image-set(` … after CSS escapes are decoded), so authored content loads nothing
 * from anywhere. Without a CSS parser (outside a browser) nothing is kept.
 */
export function sanitizeCss(css: string | null | undefined): string {
  if (!css || typeof CSSStyleSheet === 'undefined') return '';
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css);
  } catch {
    return '';
  }
  cleanRules(sheet);
  return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
}
