import type { Learner, Page } from '@modkit/sdk';
import { EMPTY_STATES, LIMITS, learnerDetailsPath, MISSING_TEXT, orDash } from '@modkit/sdk/rules';
import { EmptyState, Pager } from '@modkit/widgets/ui';
import { useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { ColumnHeads } from '../ui/column-heads';

/**
 * A mentee's assigned learners (part 2 "Mentee View Details"): name (to the learner's details, through the
 * mentee), email, phone, status and package; 'No learners Found'.
 */
export function MenteeLearners({
  menteeId,
  learners,
  page,
  onPage,
}: {
  menteeId: number;
  learners: Page<Learner>;
  page: number;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const { t, wire } = useAppTranslator();
  const COLUMNS = [t('sup.name'), t('sup.email'), t('sup.phone'), t('sup.status'), t('sup.package')];
  return (
    <section className="tile learner-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sup.assignedLearners')}</h2>
      {!learners.results.length ? <EmptyState text={wire(EMPTY_STATES.noLearners)} /> : null}
      {learners.results.length ? (
        <table className="projects-table">
          <caption className="visually-hidden">{t('sup.menteesLearners')}</caption>
          <ColumnHeads columns={COLUMNS} />
          <tbody>
            {learners.results.map((l) => (
              <tr key={l.id}>
                <td data-label={COLUMNS[0]}>
                  <Link href={learnerDetailsPath(l.id, menteeId)}>{l.full_name?.trim() || MISSING_TEXT}</Link>
                </td>
                <td data-label={COLUMNS[1]}>{orDash(l.email)}</td>
                <td data-label={COLUMNS[2]}>{orDash(l.phone)}</td>
                <td data-label={COLUMNS[3]}>{orDash(l.status ?? l.userpackages?.status)}</td>
                <td data-label={COLUMNS[4]}>{orDash(l.userpackages?.packages?.name)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager page={page} total={learners.total} pageSize={LIMITS.learnersPageSize} onPage={onPage} />
    </section>
  );
}
