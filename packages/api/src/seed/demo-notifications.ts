import type { DemoHistoryScope } from './demo-history-scope';

/** The PREMIUM learner's notifications: text, days ago, read (1) or not (0). */
const NOTES = [
  ['Your mentor Daniel Reyes assigned you a new module.', 2, 0],
  ['You earned 100 points for submitting a mini project.', 4, 0],
  ['You earned 50 points for answering a reflection question.', 5, 1],
  ['Welcome to modkit! Pick a module to get started.', 30, 1],
  ['New modules were added to your library this week.', 1, 0],
] as const;

/** Inserts the PREMIUM learner's notifications, some read. */
export async function insertDemoNotifications({ trx, people, iso }: DemoHistoryScope): Promise<void> {
  await trx
    .insertInto('notifications')
    .values(
      NOTES.map(([body, days, read]) => ({
        user_id: people.learner,
        body,
        is_read: read,
        created_at: iso(days),
      })),
    )
    .execute();
}
