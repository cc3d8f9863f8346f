import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { ModkitEventType } from '../packages/widgets/src';
import { type FixtureParameter, fixtureClient } from '../packages/widgets/stories/fixtures/fixture-client';

type Theme = 'light' | 'dark';

/** The page behind the widget: a light or a dark host page. */
const PAGE: Record<Theme, { background: string; color: string }> = {
  light: { background: '#eef1f6', color: '#1a202c' },
  dark: { background: '#0d1117', color: '#e6edf3' },
};

/** A fresh client for every render, answering from the story's `fixture` parameter (full by default). */
const fixtureLoader: Loader = ({ parameters }) => {
  const { scenario, ...options } = (parameters.fixture as FixtureParameter | undefined) ?? {
    scenario: 'full',
  };
  return { client: fixtureClient(scenario, options) };
};

const logEvent = action('modkit event');

/** Logs the widget's events in the Actions panel and keeps links from opening the app in a new tab. */
function onEvent(type: ModkitEventType, detail: unknown): boolean | undefined {
  logEvent(type, detail);
  return type === 'modkit:navigate' ? false : undefined;
}

/**
 * The theme is the story's `theme` arg, else the toolbar's: it goes to the widget (`theme` prop) and to
 * the page background. The language is the toolbar's (`lang` prop: English, Spanish, Arabic right to left,
 * or the pseudo-locale that shows clipped and hard-coded texts). The widget gets the loader's client.
 */
const withFixtureAndTheme: Decorator = (Story, { args, globals, loaded }) => {
  const theme: Theme = (args.theme ?? globals.theme) === 'dark' ? 'dark' : 'light';
  const lang = (args.lang as string | undefined) ?? (globals.lang as string | undefined) ?? 'en';
  return (
    <div
      data-page-theme={theme}
      style={{ minHeight: '100vh', boxSizing: 'border-box', padding: 24, colorScheme: theme, ...PAGE[theme] }}
    >
      <Story args={{ onEvent, ...args, theme, lang, client: loaded.client }} />
    </div>
  );
};

const preview: Preview = {
  loaders: [fixtureLoader],
  decorators: [withFixtureAndTheme],
  globalTypes: {
    theme: {
      description: 'Widget theme and page background',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: "The widgets' language",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'ar', title: 'العربية (right to left)' },
          { value: 'en-x-pseudo', title: 'Pseudo-locale (40 % longer)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', lang: 'en' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    client: { control: false, table: { disable: true } },
    onEvent: { control: false, table: { disable: true } },
    api: { table: { disable: true } },
    token: { table: { disable: true } },
    nonce: { table: { disable: true } },
    lang: { table: { disable: true } },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
