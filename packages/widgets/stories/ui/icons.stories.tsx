import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from '../../src/ui/icon';
import { inUiFrame, playInUi } from '../support/ui-frame';

interface IconsArgs {
  theme?: 'light' | 'dark';
}

/** Every icon the widgets and the app draw, by what it means there. */
const ICONS: Array<[string, icons.IconNode, { filled?: boolean; directional?: boolean }?]> = [
  ['Remove', icons.Trash2],
  ['Close, dismiss', icons.X],
  ['Locked', icons.Lock],
  ['Points', icons.Star, { filled: true }],
  ['Bookmark', icons.Star],
  ['Like', icons.Heart],
  ['Liked', icons.Heart, { filled: true }],
  ['Share', icons.Share],
  ['Back to top', icons.ArrowUp],
  ['Done', icons.Check],
  ['Add', icons.Plus],
  ['Menu', icons.Menu],
  ['Previous', icons.ChevronLeft, { directional: true }],
  ['Next', icons.ChevronRight, { directional: true }],
  ['Back', icons.ArrowLeft, { directional: true }],
];

/** The icon set, then the directional icons in a right-to-left row (mirrored) and in text sizes and colours. */
function IconSet() {
  return (
    <div style={{ display: 'grid', gap: '1.25em' }}>
      <ul
        aria-label="Icons"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(8em, 1fr))',
          gap: '.75em',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {ICONS.map(([name, icon, options]) => (
          <li key={name} className="mk-row">
            <span style={{ fontSize: '1.5em' }}>
              <icons.Icon icon={icon} {...options} />
            </span>
            {name}
          </li>
        ))}
      </ul>
      <div className="mk-row" dir="rtl" data-testid="rtl">
        <span lang="ar">من اليمين إلى اليسار</span>
        <button type="button" className="mk-icon-btn" aria-label="Previous">
          <icons.Icon icon={icons.ChevronLeft} directional />
        </button>
        <button type="button" className="mk-icon-btn" aria-label="Next">
          <icons.Icon icon={icons.ChevronRight} directional />
        </button>
      </div>
      <p className="mk-row">
        <span>
          <icons.Icon icon={icons.Lock} /> 1em in the text
        </span>
        <span style={{ fontSize: '2em', color: 'var(--mk-primary)' }}>
          <icons.Icon icon={icons.Star} filled />
        </span>
        <span style={{ fontSize: '2em', color: 'var(--mk-danger)' }}>
          <icons.Icon icon={icons.Heart} filled />
        </span>
      </p>
    </div>
  );
}

/**
 * Lucide's icons as inline SVG (`Icon`): sized by the font size (1em), coloured by the text colour, hidden
 * from assistive technology (their button carries the name); directional ones mirror right to left.
 */
const meta = {
  title: 'UI/Icons',
  component: IconSet,
  decorators: [inUiFrame],
} satisfies Meta<IconsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each icon draws an SVG in the text colour, hidden from assistive technology; right to left mirrors arrows. */
export const Default: Story = {
  play: playInUi(async ({ shadow, ui }) => {
    const svgs = [...shadow.querySelectorAll('svg.mk-icon')];
    await expect(svgs.length).toBe(ICONS.length + 5);
    for (const svg of svgs) {
      await expect(svg.getAttribute('aria-hidden')).toBe('true');
      await expect(svg.getBoundingClientRect().width).toBeGreaterThan(10);
      await expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(svg.parentElement!).color);
    }
    const next = ui.getByRole('button', { name: 'Next' }).querySelector('svg')!;
    await expect(getComputedStyle(next).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const inText = ui.getByRole('list', { name: 'Icons' }).querySelector('.mk-icon--directional')!;
    await expect(getComputedStyle(inText).transform).toBe('none');
  }),
};

export const Dark: Story = { args: { theme: 'dark' } };
