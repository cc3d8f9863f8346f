import type { Module } from '@modkit/sdk';
import { cutText, modulePreviewPath } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { ListSection } from './list-section';

/**
 * Answered Reflection Questions (part 2 §2, §9): each answered module's question and the answer (cut to 80
 * characters), linking to the module. Hidden when none is answered.
 */
export function AnsweredReflections({ modules }: { modules: Module[] | null }) {
  const { t } = useAppTranslator();
  return (
    <ListSection
      id="answered-reflections"
      title={t('account.answeredReflections')}
      listClassName="plain-list"
      items={(modules ?? []).filter((m) => m.HasAssignToUser?.reflection_question_answer)}
      renderItem={(m) => (
        <li key={m.id} className="plain-list__item reflection">
          <Link href={modulePreviewPath(m.id)}>{m.name}</Link>
          {m.reflection_question ? <p className="reflection__question">{m.reflection_question}</p> : null}
          <p className="reflection__answer">
            {cutText('reflectionAnswer', m.HasAssignToUser?.reflection_question_answer)}
          </p>
        </li>
      )}
    />
  );
}
