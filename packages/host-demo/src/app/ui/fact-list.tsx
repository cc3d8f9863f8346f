import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** One labelled value of a fact list. */
export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * A description list of labelled values (a person's facts, a month's figures, a session's details, a
 * package's features), each label and its value in a group of their own.
 */
export function FactList({ className, facts }: { className: string; facts: readonly Fact[] }) {
  // A rule's label (the spec's English) in the page's language; the screens' own come translated.
  const { wire } = useAppTranslator();
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{wire(fact.label)}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
