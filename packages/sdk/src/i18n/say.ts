/**
 * Renders a text a rule assembles (`Message`: a message id and its values) with a translator: a list value
 * (package names) is joined as the language joins one ('PREMIUM and ELITE', 'PREMIUM y ELITE',
 * 'PREMIUM وELITE'); English keeps the rules' own joining, without a comma before 'and'.
 */
import type { Message } from '../rules/message';
import type { MessageValues, Translator } from './translator';

export function say<Id extends string>(i18n: Translator<Id>, message: Message<NoInfer<Id>>): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] =
      typeof value === 'object'
        ? new Intl.ListFormat(i18n.lang.startsWith('en') ? 'en-GB' : i18n.lang, {
            type: 'conjunction',
          }).format(value)
        : value;
  }
  return i18n.t(message.id, values);
}
