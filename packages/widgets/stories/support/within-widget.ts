import { waitFor, within } from 'storybook/test';

/**
 * Testing Library queries scoped to a widget's shadow root (queries do not cross a shadow boundary on
 * their own). Waits until the widget has attached its root.
 */
export async function withinWidget(canvasElement: HTMLElement, tag: `modkit-${string}`) {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector(tag)?.shadowRoot;
    if (!shadow) throw new Error(`<${tag}> has no shadow root yet`);
    return shadow;
  });
  return within(root as unknown as HTMLElement);
}
