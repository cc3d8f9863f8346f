import type { Insertable } from 'kysely';
import type { ActivityLogsTable } from '../db/schema';
import type { DemoHistoryScope } from './demo-history-scope';

/** How often someone was active: on a share of the last `days` days, `least` to `least + spread` minutes each. */
interface ActivityPattern {
  days: number;
  share: number;
  least: number;
  spread: number;
  hour: number;
}

const CLASSMATE_ACTIVITY: ActivityPattern = { days: 365, share: 0.45, least: 5, spread: 85, hour: 16 };
const LEARNER_ACTIVITY: ActivityPattern = { days: 60, share: 0.7, least: 10, spread: 70, hour: 17 };
const MENTOR_ACTIVITY: ActivityPattern = { days: 200, share: 0.3, least: 10, spread: 50, hour: 18 };

/** One person's activity log rows after a pattern, drawn from the seeded `random`. */
function dailyActivity(
  userId: number,
  { days, share, least, spread, hour }: ActivityPattern,
  random: () => number,
  iso: (daysAgo: number, hour?: number) => string,
): Array<Insertable<ActivityLogsTable>> {
  const rows: Array<Insertable<ActivityLogsTable>> = [];
  for (let day = 0; day < days; day++) {
    if (random() < share)
      rows.push({ user_id: userId, min: least + Math.floor(random() * spread), created_at: iso(day, hour) });
  }
  return rows;
}

/** A year of daily minutes for the class, the last two months for the PREMIUM learner, and the mentor's. */
export async function insertDemoActivity({ trx, people, iso, random }: DemoHistoryScope): Promise<void> {
  const active: Array<[number, ActivityPattern]> = [
    ...people.classmates.map((id): [number, ActivityPattern] => [id, CLASSMATE_ACTIVITY]),
    [people.learner, LEARNER_ACTIVITY],
    [people.mentor, MENTOR_ACTIVITY],
  ];
  const activity = active.flatMap(([userId, pattern]) => dailyActivity(userId, pattern, random, iso));
  for (let i = 0; i < activity.length; i += 500)
    await trx
      .insertInto('activity_logs')
      .values(activity.slice(i, i + 500))
      .execute();
}
