import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Heart, Icon, Star, X } from '../../src/ui/icon';
import { expectFocusRing, focusVisibly, inUiFrame, playInUi } from '../support/ui-frame';

interface ButtonsArgs {
  onClick: () => void;
  theme?: 'light' | 'dark';
}

/** One kind of button: its title, a note on its classes and the buttons in a row. */
function ButtonGroup({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="mk-muted">{note}</p>
      <div className="mk-row" style={{ marginTop: '.5em' }}>
        {children}
      </div>
    </section>
  );
}

/** `.mk-btn` and its modifiers. */
function TextButtons({ onClick }: { onClick: () => void }) {
  return (
    <ButtonGroup
      id="buttons-title"
      title="Buttons"
      note={
        <>
          <code>.mk-btn</code> and its modifiers
        </>
      }
    >
      <button type="button" className="mk-btn" onClick={onClick}>
        Get Started
      </button>
      <button type="button" className="mk-btn mk-btn--ghost" onClick={onClick}>
        View All
      </button>
      <button type="button" className="mk-btn mk-btn--danger" onClick={onClick}>
        Remove
      </button>
      <button type="button" className="mk-btn mk-btn--small" onClick={onClick}>
        Upgrade
      </button>
      <button type="button" className="mk-btn mk-btn--ghost mk-btn--small" onClick={onClick}>
        Retry
      </button>
      <button type="button" className="mk-btn" disabled onClick={onClick}>
        Submit
      </button>
      <button type="button" className="mk-btn mk-btn--ghost mk-btn--small" disabled onClick={onClick}>
        Next
      </button>
      <button type="button" className="mk-btn" aria-disabled="true">
        Submit Project
      </button>
    </ButtonGroup>
  );
}

/** `.mk-icon-btn`, toggles with `aria-pressed`. */
function IconButtons({ onClick }: { onClick: () => void }) {
  return (
    <ButtonGroup
      id="icon-buttons-title"
      title="Icon buttons"
      note={
        <>
          <code>.mk-icon-btn</code>, with <code>aria-pressed</code> for toggles
        </>
      }
    >
      <button type="button" className="mk-icon-btn" aria-label="Close" onClick={onClick}>
        <Icon icon={X} />
      </button>
      <button
        type="button"
        className="mk-icon-btn"
        aria-pressed="false"
        aria-label="Bookmark"
        onClick={onClick}
      >
        <Icon icon={Star} />
      </button>
      <button type="button" className="mk-icon-btn" aria-pressed="true" aria-label="Like" onClick={onClick}>
        <Icon icon={Heart} filled />
      </button>
    </ButtonGroup>
  );
}

/** `.mk-link-btn`, in lists. */
function LinkButtons({ onClick }: { onClick: () => void }) {
  return (
    <ButtonGroup
      id="link-buttons-title"
      title="Link buttons"
      note={
        <>
          <code>.mk-link-btn</code> in lists (comments, files)
        </>
      }
    >
      <button type="button" className="mk-link-btn" onClick={onClick}>
        Reply
      </button>
      <button type="button" className="mk-link-btn mk-link-btn--danger" onClick={onClick}>
        Delete
      </button>
    </ButtonGroup>
  );
}

/** Every button class of the primitives, as the widgets use them. */
function Buttons({ onClick }: { onClick: () => void }) {
  return (
    <div style={{ display: 'grid', gap: '1.25em' }}>
      <TextButtons onClick={onClick} />
      <IconButtons onClick={onClick} />
      <LinkButtons onClick={onClick} />
    </div>
  );
}

const meta = {
  title: 'UI/Buttons',
  decorators: [inUiFrame],
  args: { onClick: fn() },
  render: ({ onClick }) => <Buttons onClick={onClick} />,
} satisfies Meta<ButtonsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The focusable controls of the story, in tab order (the disabled ones are not). */
const FOCUSABLE = [
  'Get Started',
  'View All',
  'Remove',
  'Upgrade',
  'Retry',
  'Submit Project',
  'Close',
  'Bookmark',
  'Like',
  'Reply',
  'Delete',
];

/** Primary, ghost, danger, small, ghost small, disabled, aria-disabled; icon and link buttons. A click fires. */
export const Default: Story = {
  play: playInUi(async ({ args, ui }) => {
    await userEvent.click(ui.getByRole('button', { name: 'Get Started' }));
    await userEvent.click(ui.getByRole('button', { name: 'Reply' }));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(ui.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  }),
};

export const Dark: Story = { args: { theme: 'dark' } };

/**
 * Keyboard focus (WCAG 2.4.7): each control in turn shows a ring of at least 2px; the story ends with the
 * ring on Get Started.
 */
export const Focus: Story = {
  play: playInUi(async ({ ui }) => {
    for (const name of [...FOCUSABLE.slice(1), FOCUSABLE[0]!]) {
      const button = ui.getByRole('button', { name });
      focusVisibly(button);
      await expectFocusRing(button);
    }
  }),
};

export const FocusDark: Story = { ...Focus, args: { theme: 'dark' } };

/** A disabled button does not fire and takes no focus; Submit Project is aria-disabled (locked, still focusable). */
export const Disabled: Story = {
  play: playInUi(async ({ args, shadow, ui }) => {
    const submit = ui.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await userEvent.click(ui.getByRole('button', { name: 'Next' }));
    await expect(args.onClick).not.toHaveBeenCalled();
    submit.focus();
    await expect(shadow.activeElement).not.toBe(submit);
    const locked = ui.getByRole('button', { name: 'Submit Project' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    focusVisibly(locked);
    await expectFocusRing(locked);
  }),
};

/**
 * The same buttons in a page's own DOM with `PAGE_UI_CSS` only (as `@modkit/widgets/ui` gives them to a
 * page): each still shows the 3px ring on keyboard focus, without any page CSS.
 */
export const OnPage: Story = {
  parameters: { uiContext: 'page' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const name of [...FOCUSABLE.slice(1), FOCUSABLE[0]!]) {
      const button = page.getByRole('button', { name });
      focusVisibly(button);
      await expectFocusRing(button);
    }
  },
};
