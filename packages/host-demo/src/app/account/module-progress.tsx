import type { Module } from '@modkit/sdk';
import { LoadingState } from '@modkit/widgets/ui';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ModuleCardItems } from '../library/card-grid';
import { AccountSection } from './account-section';

/** How many cards each list shows before 'Show all'. */
const FIRST_CARDS = 4;

/**
 * The cards of a list (the library's grid), each opening its module's preview; without the cards'
 * Ongoing/Completed tag, which would only repeat the list's heading.
 */
function ModuleCards({ modules }: { modules: Module[] }) {
  return (
    <ul className="card-grid">
      <ModuleCardItems modules={modules} withStatus={false} />
    </ul>
  );
}

function ModuleList({
  title,
  id,
  modules,
  empty,
}: {
  title: string;
  id: string;
  modules: Module[];
  empty: string;
}) {
  const [all, setAll] = useState(false);
  const { t } = useAppTranslator();
  const shown = all ? modules : modules.slice(0, FIRST_CARDS);
  return (
    <AccountSection id={id} title={title}>
      {modules.length ? <ModuleCards modules={shown} /> : <p className="muted">{empty}</p>}
      {modules.length > FIRST_CARDS ? (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('account.showFewer') : t('account.showAll', { count: modules.length })}
        </button>
      ) : null}
    </AccountSection>
  );
}

/** Ongoing and Completed Modules (part 2 §2): the modules opened, split by completion (100 % is completed). */
export function ModuleProgress({ modules }: { modules: Module[] | null }) {
  const { t } = useAppTranslator();
  if (!modules) return <LoadingState label={t('account.loadingModules')} />;
  const done = (m: Module) => (m.HasAssignToUser?.completed_percentage ?? m.completed_percentage ?? 0) >= 100;
  return (
    <>
      <ModuleList
        id="ongoing-modules"
        title={t('account.ongoingModules')}
        modules={modules.filter((m) => !done(m))}
        empty={t('account.noOngoing')}
      />
      <ModuleList
        id="completed-modules"
        title={t('account.completedModules')}
        modules={modules.filter(done)}
        empty={t('account.noCompleted')}
      />
    </>
  );
}
