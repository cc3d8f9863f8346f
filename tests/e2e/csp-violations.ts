import type { Page } from '@playwright/test';

/**
 * Every violation the page meets: each frame's `securitypolicyviolation` events (reported through the
 * console by an init script, which the policy does not apply to) and Chromium's own console reports.
 */
export function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|^csp-violation /i.test(text)) violations.push(text);
  });
  void page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        console.warn(
          `csp-violation ${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      true,
    );
  });
  return violations;
}

/** The LTI tool's pages the browser loaded (document requests under /lti): method, path and their policy. */
export function watchLtiPages(page: Page, toolOrigin: string): Array<{ url: string; policy: string }> {
  const pages: Array<{ url: string; policy: string }> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'document' && response.url().startsWith(`${toolOrigin}/lti/`))
      pages.push({
        url: `${request.method()} ${new URL(response.url()).pathname}`,
        policy: response.headers()['content-security-policy'] ?? '',
      });
  });
  return pages;
}
