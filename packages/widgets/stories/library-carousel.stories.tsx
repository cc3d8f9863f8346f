import type { Meta, StoryObj } from '@storybook/react-vite';
import { LibraryCarousel } from '../src';
import { fixture } from './fixtures/fixture-client';

const meta = {
  title: 'Widgets/Library Carousel',
  component: LibraryCarousel,
  args: { source: 'trending', appUrl: 'https://app.modkit.test' },
  argTypes: {
    source: {
      control: 'select',
      options: ['my-list', 'recommended', 'trending', 'recent', 'assigned', 'collections'],
    },
    collectionId: { control: 'number' },
  },
  parameters: fixture('full'),
} satisfies Meta<typeof LibraryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trending: eight cards with ribbons, 'Weekly Addition', and arrows (more than four items). */
export const Full: Story = {};

export const FullDark: Story = { args: { theme: 'dark' } };

export const Loading: Story = { parameters: fixture('loading') };

/** My List with nothing in it: the spec's empty text. */
export const Empty: Story = { args: { source: 'my-list' }, parameters: fixture('empty') };

/** Collections for a learner on FREE: never requested; the locked panel and the Locked popover with Upgrade. */
export const Locked: Story = { args: { source: 'collections' }, parameters: fixture('locked') };

export const LockedDark: Story = { ...Locked, args: { ...Locked.args, theme: 'dark' } };

/** Every call answers 500: the server's message and Retry. */
const Failing: Story = { parameters: fixture('error') };

export { Failing as Error };

/** Recently viewed: Completed and Ongoing ribbons. */
export const MyList: Story = { args: { source: 'my-list' } };

export const Recommended: Story = { args: { source: 'recommended' } };

export const RecentAdditions: Story = { args: { source: 'recent' } };

/** Assigned by a mentor: shown because the learner's package has sessions. */
export const AssignedByMentor: Story = { args: { source: 'assigned' } };

/** Collections, open on PREMIUM. */
export const Collections: Story = { args: { source: 'collections' } };

/** One collection's modules (`collectionId`, a collection link of an LMS): its name as the title. */
export const OneCollection: Story = { args: { source: undefined, collectionId: 1 } };

/** A collection without modules yet. */
export const OneCollectionEmpty: Story = { ...OneCollection, parameters: fixture('empty') };

/** A learner on FREE opening a collection link: the api refuses it with its upgrade message. */
export const OneCollectionLocked: Story = { ...OneCollection, parameters: fixture('locked') };
