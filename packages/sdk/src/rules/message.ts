/**
 * A text a rule assembles, in any language: a message id of the catalogues (`@modkit/sdk/i18n`) and its
 * values. The widgets and the app render it through their translator (`say(translator, message)`); its
 * English is the spec's text.
 */
export interface Message<Id extends string = string> {
  id: Id;
  /** The placeholders' values; a list (package names) is joined as the language joins one. */
  values?: Record<string, string | number | readonly string[]>;
}
