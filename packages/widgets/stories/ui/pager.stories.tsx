import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from '../../src/ui/pager';
import { expectFocusRing, focusVisibly, inUiFrame, withinUi } from '../support/ui-frame';

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
  decorators: [inUiFrame],
  args: { page: 1, total: 30, pageSize: 10, onPage: fn() },
  render: (args) => <PagerDemo {...args} />,
} satisfies Meta<PagerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1: Previous is disabled; Next goes to page 2. */
export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const { ui } = await withinUi(canvasElement);
    const pages = ui.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toHaveTextContent('Page 1 of 3');
    const previous = ui.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPage).not.toHaveBeenCalled();

    await userEvent.click(ui.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(pages).toHaveTextContent('Page 2 of 3');
    await expect(previous).toBeEnabled();
    // Back to the first page, as the story shows it.
    await userEvent.click(previous);
    await expect(pages).toHaveTextContent('Page 1 of 3');
  },
};

/** A middle page: both ways open, each with its focus ring. */
export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ args, canvasElement }) => {
    const { ui } = await withinUi(canvasElement);
    const pages = ui.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toHaveTextContent('Page 2 of 3');
    const previous = ui.getByRole('button', { name: 'Previous' });
    const next = ui.getByRole('button', { name: 'Next' });
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
  },
};

export const MiddlePageDark: Story = { ...MiddlePage, args: { page: 2, theme: 'dark' } };

/** The last page: Next is disabled; Previous goes back. */
export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ args, canvasElement }) => {
    const { ui } = await withinUi(canvasElement);
    const pages = ui.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toHaveTextContent('Page 3 of 3');
    const next = ui.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPage).not.toHaveBeenCalled();
    await userEvent.click(ui.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(pages).toHaveTextContent('Page 2 of 3');
    await userEvent.click(ui.getByRole('button', { name: 'Next' }));
    await expect(pages).toHaveTextContent('Page 3 of 3');
    await expect(next).toBeDisabled();
  },
};

/** Ten items fit one page: no pager at all. */
export const OnePage: Story = {
  args: { total: 10 },
  play: async ({ canvasElement }) => {
    const { ui } = await withinUi(canvasElement);
    await expect(ui.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};
