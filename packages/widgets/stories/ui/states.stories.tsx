import { ApiError } from '@modkit/sdk';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../../src/ui/states';
import { expectFocusRing, focusVisibly, inUiFrame, playInUi } from '../support/ui-frame';

type StateKind = 'loading' | 'empty' | 'empty-with-action' | 'error' | 'error-without-retry' | 'signed-out';

interface StatesArgs {
  state: StateKind;
  onRetry: () => void;
  onAction: () => void;
  theme?: 'light' | 'dark';
}

const SERVER_ERROR = new ApiError(500, 'Internal Server Error', {
  message: 'We could not load your modules. Please try again.',
});

/** What a widget shows instead of its content: loading, empty (the spec's text), error with Retry, signed out. */
const meta = {
  title: 'UI/States',
  decorators: [inUiFrame],
  args: { state: 'loading', onRetry: fn(), onAction: fn() },
  argTypes: {
    state: {
      control: 'select',
      options: ['loading', 'empty', 'empty-with-action', 'error', 'error-without-retry', 'signed-out'],
    },
  },
  render: ({ state, onRetry, onAction }) => {
    switch (state) {
      case 'loading':
        return <LoadingState label="Loading your modules" />;
      case 'empty':
        return <EmptyState text={EMPTY_STATES.oopsNoRecord} />;
      case 'empty-with-action':
        return (
          <EmptyState text={EMPTY_STATES.noLearnersAdded}>
            <button type="button" className="mk-btn" onClick={onAction} style={{ marginTop: '.75em' }}>
              Invite New Learners
            </button>
          </EmptyState>
        );
      case 'error':
        return <ErrorState error={SERVER_ERROR} onRetry={onRetry} />;
      case 'error-without-retry':
        return <ErrorState error={new TypeError('Failed to fetch')} />;
      case 'signed-out':
        return <SignInState />;
    }
  },
} satisfies Meta<StatesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spinner (still under reduced motion) and the label, in a polite live region. */
export const Loading: Story = {
  play: playInUi(async ({ ui }) => {
    // The frame's notices region is a status too: the loading one is the one with the label.
    const label = ui.getByText('Loading your modules…');
    await expect(label.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  }),
};

export const LoadingDark: Story = { args: { theme: 'dark' } };

/** The spec's empty text. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: playInUi(async ({ ui }) => {
    await expect(ui.getByText(EMPTY_STATES.oopsNoRecord)).toBeVisible();
  }),
};

/** An empty list with the action that fills it. */
export const EmptyWithAction: Story = {
  args: { state: 'empty-with-action' },
  play: playInUi(async ({ args, ui }) => {
    await userEvent.click(ui.getByRole('button', { name: 'Invite New Learners' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  }),
};

/** The server's message in an alert, and Retry (which the keyboard reaches, with its ring). */
const Failing: Story = {
  args: { state: 'error' },
  play: playInUi(async ({ args, ui }) => {
    await expect(ui.getByRole('alert')).toHaveTextContent(
      'We could not load your modules. Please try again.',
    );
    const retry = ui.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    focusVisibly(retry);
    await expectFocusRing(retry);
  }),
};

export { Failing as Error };

export const ErrorDark: Story = { ...Failing, args: { state: 'error', theme: 'dark' } };

/** A network failure shows the plain fallback, never the browser's 'Failed to fetch'. */
export const ErrorWithoutRetry: Story = {
  args: { state: 'error-without-retry' },
  play: playInUi(async ({ ui }) => {
    await expect(ui.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(ui.queryByRole('button')).toBeNull();
  }),
};

/** No token: the widget asks the page to sign the user in. */
export const SignedOut: Story = {
  args: { state: 'signed-out' },
  play: playInUi(async ({ ui }) => {
    await expect(ui.getByText('Sign in to continue.')).toBeVisible();
  }),
};
