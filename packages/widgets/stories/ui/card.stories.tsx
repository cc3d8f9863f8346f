import { WEEKLY_ADDITION_TEXT } from '@modkit/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, Lock } from '../../src/ui/icon';
import { Card, type CardData } from '../../src/ui/module-card';
import { cover } from '../fixtures/media';
import { expectFocusRing, focusVisibly, inUiFrame, playInUi } from '../support/ui-frame';

const DAY = 86_400_000;

interface CardArgs {
  card: CardData;
  locked?: boolean;
  onOpen: () => void;
  theme?: 'light' | 'dark';
}

const MODULE: CardData = {
  id: 12,
  title: 'Circuits From Scratch',
  image: cover('Circuits From Scratch', 205),
  subtitle: 'Electronics',
  publishAt: new Date(Date.now() - 40 * DAY).toISOString(),
  completedPercentage: 33,
};

/**
 * The module card of the carousels, grids and Other Modules: cover, ribbon (banner_text), Weekly Addition
 * (published in the last 7 days), Ongoing / Completed; its title is the one button that opens it.
 */
const meta = {
  title: 'UI/Card',
  decorators: [inUiFrame],
  args: { card: MODULE, onOpen: fn() },
  render: ({ card, locked, onOpen }) => (
    <div style={{ width: '17em' }}>
      <Card
        card={card}
        now={Date.now()}
        onOpen={onOpen}
        overlay={
          locked ? (
            <span className="mk-card__lock" role="img" aria-label="Locked">
              <Icon icon={Lock} />
            </span>
          ) : undefined
        }
      />
    </div>
  ),
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, title, category and 'Ongoing'; a click anywhere on the card opens it. */
export const Default: Story = {
  play: playInUi(async ({ args, shadow, ui }) => {
    await expect(ui.getByRole('heading', { name: 'Circuits From Scratch' })).toBeVisible();
    await expect(ui.getByText('Ongoing')).toBeVisible();
    // The title's button covers the whole card (its ::after): the pointer on the cover is on the button.
    const open = ui.getByRole('button', { name: 'Circuits From Scratch' });
    const cover = (shadow.querySelector('.mk-card__media img') as HTMLElement).getBoundingClientRect();
    await expect(shadow.elementFromPoint(cover.x + cover.width / 2, cover.y + cover.height / 2)).toBe(open);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  }),
};

export const Dark: Story = { args: { theme: 'dark' } };

/** The module's banner_text as a ribbon on the cover, and 'Weekly Addition' for a module of this week. */
export const WeeklyAddition: Story = {
  args: {
    card: { ...MODULE, ribbon: 'New', publishAt: new Date(Date.now() - 2 * DAY).toISOString() },
  },
  play: playInUi(async ({ ui }) => {
    await expect(ui.getByText(WEEKLY_ADDITION_TEXT)).toBeVisible();
    await expect(ui.getByText('New')).toBeVisible();
  }),
};

/** A finished module: 'Completed'. */
export const Completed: Story = {
  args: { card: { ...MODULE, completedPercentage: 100 } },
  play: playInUi(async ({ ui }) => {
    await expect(ui.getByText('Completed')).toBeVisible();
  }),
};

/** The lock over a card the user's package does not open. */
export const Locked: Story = {
  args: { locked: true, card: { ...MODULE, completedPercentage: null } },
  play: playInUi(async ({ ui }) => {
    await expect(ui.getByRole('img', { name: 'Locked' })).toBeVisible();
  }),
};

/** No cover: a plain placeholder of the card's shape (no broken image, no emoji). */
export const NoImage: Story = {
  args: {
    card: { id: 40, title: 'Collections for Beginners', image: undefined, subtitle: '3 modules' },
  },
  play: playInUi(async ({ shadow }) => {
    await expect(shadow.querySelector('.mk-card img')).toBeNull();
    await expect(shadow.querySelector('.mk-card__placeholder')).not.toBeNull();
  }),
};

/** Keyboard focus on the title's button rings the whole card; Enter opens it. */
export const Focus: Story = {
  play: playInUi(async ({ args, shadow, ui }) => {
    const open = ui.getByRole('button', { name: 'Circuits From Scratch' });
    focusVisibly(open);
    await expectFocusRing(open, shadow.querySelector('.mk-card') as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  }),
};

export const FocusDark: Story = { ...Focus, args: { theme: 'dark' } };

/** On a page's own DOM with `PAGE_UI_CSS` (the standalone app's grids): the same ring around the card. */
export const FocusOnPage: Story = {
  parameters: { uiContext: 'page' },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Circuits From Scratch' });
    focusVisibly(open);
    await expectFocusRing(open, canvasElement.querySelector('.mk-card') as HTMLElement);
  },
};
