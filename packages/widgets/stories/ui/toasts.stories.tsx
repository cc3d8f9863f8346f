import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TOAST_MS, type ToastTone, useNotify } from '../../src/ui/toasts';
import { inUiFrame, withinUi } from '../support/ui-frame';

interface ToastsArgs {
  theme?: 'light' | 'dark';
}

const SAVED = 'Your answer has been saved.';
const FAILED = 'Could not save your answer. Please try again.';

/** Two actions that report what happened through the frame's `notify`, as the widgets do. */
function Actions() {
  const notify = useNotify();
  const say = (text: string, tone: ToastTone) => () => notify(text, tone);
  return (
    <div className="mk-row" style={{ minHeight: '12em', alignItems: 'flex-start' }}>
      <button type="button" className="mk-btn" onClick={say(SAVED, 'success')}>
        Save
      </button>
      <button type="button" className="mk-btn mk-btn--ghost" onClick={say(FAILED, 'error')}>
        Save offline
      </button>
    </div>
  );
}

/**
 * The notices of a widget: one polite live region (`role="status"`) that is always there; each notice
 * leaves after 5 s or on Dismiss; at most three at once.
 */
const meta = {
  title: 'UI/Toasts',
  decorators: [inUiFrame],
  render: () => <Actions />,
} satisfies Meta<ToastsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices region, found by its role (the frame's only live region here). */
async function notices(canvasElement: HTMLElement) {
  const { shadow, ui } = await withinUi(canvasElement);
  const region = ui.getByRole('status');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  return { shadow, ui, region };
}

/** A success: the notice appears in the status region, with a green edge. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const { ui, region } = await notices(canvasElement);
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(ui.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region).toHaveTextContent(SAVED));
    await expect(region.querySelector('.mk-toast')).toHaveClass('mk-toast--success');
  },
};

export const SuccessDark: Story = { ...Success, args: { theme: 'dark' } };

/** A failure: the notice appears with the danger edge. */
const Failure: Story = {
  play: async ({ canvasElement }) => {
    const { ui, region } = await notices(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Save offline' }));
    await waitFor(() => expect(region).toHaveTextContent(FAILED));
    await expect(region.querySelector('.mk-toast')).toHaveClass('mk-toast--error');
  },
};

export { Failure as Error };

/**
 * A success leaves by itself after 5 s (what it reports shows in the page too); a failure stays until it is
 * dismissed (WCAG 2.2.1: the time to read what went wrong is the user's), and Dismiss removes it at once.
 */
export const Leaves: Story = {
  play: async ({ canvasElement }) => {
    const { ui, region } = await notices(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region).toHaveTextContent(SAVED));
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: TOAST_MS + 2000 });

    await userEvent.click(ui.getByRole('button', { name: 'Save offline' }));
    await waitFor(() => expect(region).toHaveTextContent(FAILED));
    await new Promise((resolve) => setTimeout(resolve, TOAST_MS + 500));
    await expect(region).toHaveTextContent(FAILED);
    await userEvent.click(ui.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};
