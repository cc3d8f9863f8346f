import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { action } from 'storybook/actions';
import { expect, waitFor, within } from 'storybook/test';
import { LIBRARY_CAROUSEL_CSS } from '../../src/library-carousel/library-carousel';
import { ShadowHost, useShadowRoot } from '../../src/react/shadow-host';
import type { WidgetEnv } from '../../src/runtime/widget-env';
import { PAGE_UI_CSS } from '../../src/ui';
import { WidgetFrame } from '../../src/ui/widget-frame';

/** The shadow host of the UI stories: the same kind of element as a widget's. */
export const UI_HOST = 'modkit-ui-story';

const logEvent = action('modkit event');

/**
 * The primitives as a widget shows them: in a shadow root, inside the real `WidgetFrame` (its base sheet
 * with the `:host` reset, tokens, element defaults and `mk-*` classes; its notices region), plus the card,
 * carousel and lock CSS of the library carousel. `theme="dark"` on the host switches the tokens, as on a
 * widget's element.
 */
export function UiFrame({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  return (
    <ShadowHost tag={UI_HOST} theme={theme === 'dark' ? theme : undefined}>
      <FrameInside>{children}</FrameInside>
    </ShadowHost>
  );
}

function FrameInside({ children }: { children: ReactNode }) {
  const shadow = useShadowRoot();
  const env = useMemo<WidgetEnv>(
    () => ({
      client: null,
      root: shadow,
      nonce: undefined,
      appUrl: undefined,
      now: Date.now,
      // Logged in the Actions panel; the frame then shows the notice itself (no host handles it).
      emit: (type, detail) => {
        logEvent(type, detail);
        return true;
      },
    }),
    [shadow],
  );
  return (
    <WidgetFrame env={env} css={LIBRARY_CAROUSEL_CSS} label="ui">
      <div style={{ padding: '1.25em' }}>{children}</div>
    </WidgetFrame>
  );
}

/**
 * The primitives in a page's own DOM, as the standalone app renders them (`@modkit/widgets/ui`): the
 * document adopts `PAGE_UI_CSS` (tokens on `:root`, the `mk-*` classes, no element rule) while the story
 * shows; nothing else of the app's stylesheet.
 */
export function PageUi({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PAGE_UI_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, []);
  return (
    <div
      className="mk-root"
      data-ui-page=""
      style={{ padding: '1.25em', font: '15px/1.5 system-ui, sans-serif' }}
    >
      {children}
    </div>
  );
}

/**
 * The decorator of every UI story: the story inside `UiFrame` (a widget's shadow root), in the theme of the
 * `theme` arg / toolbar; or, with the parameter `uiContext: 'page'`, in `PageUi` (a page's own DOM).
 */
export const inUiFrame: Decorator = (Story, { args, parameters }) =>
  parameters.uiContext === 'page' ? (
    <PageUi>
      <Story />
    </PageUi>
  ) : (
    <UiFrame theme={args.theme === 'dark' ? 'dark' : 'light'}>
      <Story />
    </UiFrame>
  );

/** The story's shadow root, once the frame has attached it. */
export async function uiRoot(canvasElement: HTMLElement): Promise<ShadowRoot> {
  return waitFor(() => {
    const shadow = canvasElement.querySelector(UI_HOST)?.shadowRoot;
    if (!shadow?.querySelector('.mk-root')) throw new Error(`<${UI_HOST}> has not rendered yet`);
    return shadow;
  });
}

/** Testing Library queries inside the story's shadow root (queries do not cross a shadow boundary). */
export async function withinUi(canvasElement: HTMLElement) {
  const shadow = await uiRoot(canvasElement);
  return { shadow, ui: within(shadow as unknown as HTMLElement) };
}

/** What the play function of a UI story gets: the story's args, its canvas, and the shadow root with its queries. */
export interface UiPlayContext<TArgs> {
  args: TArgs;
  canvasElement: HTMLElement;
  shadow: ShadowRoot;
  ui: Awaited<ReturnType<typeof withinUi>>['ui'];
}

/** A UI story's play function that starts once the frame has attached its shadow root, with queries inside it. */
export function playInUi<TArgs>(play: (context: UiPlayContext<TArgs>) => Promise<void>) {
  return async ({ args, canvasElement }: { args: TArgs; canvasElement: HTMLElement }): Promise<void> => {
    const { shadow, ui } = await withinUi(canvasElement);
    await play({ args, canvasElement, shadow, ui });
  };
}

/**
 * Focuses an element as the keyboard would, so that `:focus-visible` matches (Chromium's
 * `focus({ focusVisible: true })`): the story then shows its focus ring.
 */
export function focusVisibly(element: HTMLElement): void {
  const options: FocusOptions & { focusVisible?: boolean } = { focusVisible: true };
  element.focus(options);
}

/** The focused element inside a shadow root (`toHaveFocus` only looks at `document.activeElement`). */
export function focusedIn(shadow: ShadowRoot): Element | null {
  return shadow.activeElement;
}

/**
 * WCAG 2.4.7: the element has focus, matches `:focus-visible` and draws a ring of at least 2px that is
 * not `none` (on itself, or on `ringOn`, e.g. the card around its title button).
 */
export async function expectFocusRing(element: HTMLElement, ringOn: HTMLElement = element): Promise<void> {
  const root = element.getRootNode() as Document | ShadowRoot;
  await expect(root.activeElement).toBe(element);
  await expect(element.matches(':focus-visible')).toBe(true);
  const style = getComputedStyle(ringOn);
  await expect(style.outlineStyle).not.toBe('none');
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
}

/**
 * What the browser does when the user presses Escape in a modal `<dialog>`: it fires `cancel` on it. A
 * script's Escape keydown is untrusted and has no default action, so a play function fires `cancel`
 * itself; `tests/e2e/storybook-interactions.spec.ts` presses the real key.
 */
export function cancelDialog(dialog: HTMLDialogElement): void {
  dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
}
