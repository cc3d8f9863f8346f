import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from '../../src/ui/pager';
import { expectFocusRing, focusVisibly, inUiFrame, playInUi, type UiPlayContext } from '../support/ui-frame';

interface PagerArgs {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  theme?: 'light' | 'dark';
}

/** The pager with its page in state, as a list keeps it. */
function PagerDemo({ page: firstPage, total, pageSize, onPage }: PagerArgs) {
  const [page, setPage] = useState(firstPage);
  return (
    <Pager
      page={page}
      total={total}
      pageSize={pageSize}
      onPage={(next) => {
        onPage(next);
        setPage(next);
      }}
    />
  );
}

/** Previous / 'Page n of m' / Next under a list of 30 items, 10 a page; nothing when one page holds them. */
const meta = {
  title: 'UI/Pager',
  component: PagerDemo,
  decorators: [inUiFrame],
  args: { page: 1, total: 30, pageSize: 10, onPage: fn() },
} satisfies Meta<PagerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's pager, once it shows `Page <shown> of 3`: its navigation and its two buttons. */
async function pagerShowing(ui: UiPlayContext<PagerArgs>['ui'], shown: number) {
  const pages = ui.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toHaveTextContent(`Page ${shown} of 3`);
  const previous = ui.getByRole('button', { name: 'Previous' });
  const next = ui.getByRole('button', { name: 'Next' });
  return { pages, previous, next };
}

/**
 * On the first or the last page: the button past that edge is disabled and does not fire; the other one
 * goes to page 2.
 */
async function expectEdgePage(
  { pages, pastEdge, inward }: { pages: HTMLElement; pastEdge: HTMLElement; inward: HTMLElement },
  onPage: PagerArgs['onPage'],
) {
  await expect(pastEdge).toBeDisabled();
  await userEvent.click(pastEdge);
  await expect(onPage).not.toHaveBeenCalled();
  await userEvent.click(inward);
  await expect(onPage).toHaveBeenCalledWith(2);
  await expect(pages).toHaveTextContent('Page 2 of 3');
}

/** Page 1: Previous is disabled; Next goes to page 2. */
export const FirstPage: Story = {
  play: playInUi(async ({ args, ui }) => {
    const { pages, previous, next } = await pagerShowing(ui, 1);
    await expectEdgePage({ pages, pastEdge: previous, inward: next }, args.onPage);
    await expect(previous).toBeEnabled();
    // Back to the first page, as the story shows it.
    await userEvent.click(previous);
    await expect(pages).toHaveTextContent('Page 1 of 3');
  }),
};

/** A middle page: both ways open, each with its focus ring. */
export const MiddlePage: Story = {
  args: { page: 2 },
  play: playInUi(async ({ args, ui }) => {
    const { pages, previous, next } = await pagerShowing(ui, 2);
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    await userEvent.click(previous);
    await expect(args.onPage).toHaveBeenLastCalledWith(1);
    await expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.click(next);
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await expect(pages).toHaveTextContent('Page 2 of 3');
    focusVisibly(next);
    await expectFocusRing(next);
    focusVisibly(previous);
    await expectFocusRing(previous);
  }),
};

export const MiddlePageDark: Story = { ...MiddlePage, args: { page: 2, theme: 'dark' } };

/** The last page: Next is disabled; Previous goes back. */
export const LastPage: Story = {
  args: { page: 3 },
  play: playInUi(async ({ args, ui }) => {
    const { pages, previous, next } = await pagerShowing(ui, 3);
    await expectEdgePage({ pages, pastEdge: next, inward: previous }, args.onPage);
    await userEvent.click(next);
    await expect(pages).toHaveTextContent('Page 3 of 3');
    await expect(next).toBeDisabled();
  }),
};

/** Ten items fit one page: no pager at all. */
export const OnePage: Story = {
  args: { total: 10 },
  play: playInUi(async ({ ui }) => {
    await expect(ui.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  }),
};
