import type { Messages } from '@modkit/sdk/i18n';
import type { ReactNode } from 'react';

/** Attribute values of a widget's element (or the equivalent React props), by attribute name. */
export type WidgetAttributes = Record<string, string | undefined>;

/**
 * One widget: its tag, the attributes it reads, its CSS, and how it renders from those attributes. Each
 * widget's definition is a plain object (no call at module level), so a bundler drops it with the last
 * component that uses it.
 */
export interface WidgetDefinition {
  tag: `modkit-${string}`;
  /** The widget's name (`data-widget` on its root). */
  label: string;
  attributes: readonly string[];
  css: string;
  /** Its English messages (`src/messages/<widget>.ts`): a widget carries its own texts only. */
  messages: Messages;
  render(attributes: WidgetAttributes): ReactNode;
}

/** A positive integer attribute (`module-id`), or undefined. */
export function intAttribute(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}
