import { DAY_MS } from './demo-clock';
import type { DemoHistoryScope, DemoModule } from './demo-history-scope';

/** Sessions with the mentor: two held, one cancelled, two coming up (on the quarter hour). */
export async function insertDemoMentorSessions(
  { trx, people, now, iso }: DemoHistoryScope,
  modules: DemoModule[],
): Promise<void> {
  const at = (daysFromNow: number, hour: number) => {
    const d = new Date(now + daysFromNow * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const sessionRows: Array<[number, number, string, string]> = [
    [people.learner, -14, 'SCHEDULED', 'Talked through the greenhouse jar results.'],
    [people.learner, -3, 'SCHEDULED', 'Planned the next collection.'],
    [people.learner, 2, 'CANCELLED', 'Exam week: moved.'],
    [people.learner, 4, 'SCHEDULED', 'Review the mini project.'],
    [people.classmates[0]!, 6, 'SCHEDULED', 'First check-in.'],
  ];
  await trx
    .insertInto('mentor_sessions')
    .values(
      sessionRows.map(([learnerId, days, status, description], i) => ({
        mentor_id: people.mentor,
        learner_id: learnerId,
        module_id: modules[i]!.id,
        project_id: null,
        description,
        scheduled_on: at(days, 15),
        status,
        created_at: iso(20),
      })),
    )
    .execute();
}
