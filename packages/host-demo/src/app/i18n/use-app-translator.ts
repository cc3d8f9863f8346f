import type { AppMessageId, Translator, WidgetMessageId } from '@modkit/sdk/i18n';
import { useTranslator } from '@modkit/sdk/react';

/** A message id of the app's screens: its own, or one of the widgets' it shares. */
export type AppId = AppMessageId | WidgetMessageId;

/** The app's translator: `const { t, number, date, wire } = useAppTranslator()`. */
export function useAppTranslator(): Translator<AppId> {
  return useTranslator<AppId>();
}
