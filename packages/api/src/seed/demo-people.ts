import type { Insertable } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { ApiContext } from '../config/context';
import type { UsersTable } from '../db/schema';
import { DEMO_PASSWORD } from './demo-accounts';
import { DAY_MS } from './demo-clock';

export interface DemoPeople {
  organizationId: number;
  learner: number;
  free: number;
  mentor: number;
  superMentor: number;
  admin: number;
  classmates: number[];
}

const CLASSMATES: Array<[string, string, string]> = [
  ['Ava', 'Patel', '9th'],
  ['Liam', 'Chen', '10th'],
  ['Sofia', 'Garcia', '11th'],
  ['Noah', 'Okafor', '9th'],
  ['Mia', 'Kowalski', '12th'],
  ['Ethan', 'Nakamura', '10th'],
  ['Zara', 'Hussain', '11th'],
  ['Lucas', 'Silva', '8th'],
  ['Amara', 'Mensah', '12th'],
  ['Oliver', 'Dubois', '10th'],
  ['Isla', 'Murphy', '9th'],
  ['Kenji', 'Sato', '11th'],
];

/** Creates the organisation, the five demo accounts of DESIGN.md and twelve classmates for the mentor's table. */
export async function createDemoPeople(ctx: ApiContext): Promise<DemoPeople> {
  const now = ctx.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const hash = await hashPassword(DEMO_PASSWORD);

  return ctx.db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({ name: 'Riverside High School', school: 'Riverside High School', created_at: iso(400) })
      .returning('id')
      .executeTakeFirstOrThrow();

    const base = (
      over: Partial<Insertable<UsersTable>> & {
        email: string;
        first_name: string;
        last_name: string;
        role: string;
      },
    ) =>
      ({
        password_hash: hash,
        status: 'ACTIVE',
        verified: 1,
        where_do_you_here_about_us: 'FRIEND',
        current_school_uni: 'Riverside High School',
        organization_id: org.id,
        allowed_modules: -1,
        max_invites: 0,
        created_at: iso(200),
        updated_at: iso(1),
        ...over,
      }) satisfies Insertable<UsersTable>;

    const insert = async (values: Insertable<UsersTable>) =>
      (await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;

    const superMentor = await insert(
      base({
        email: 'supermentor@modkit.test',
        first_name: 'Grace',
        last_name: 'Okoye',
        role: 'SUPER_MENTOR',
        max_invites: 20,
        gender: 'FEMALE',
      }),
    );
    const mentor = await insert(
      base({
        email: 'mentor@modkit.test',
        first_name: 'Daniel',
        last_name: 'Reyes',
        role: 'MENTOR',
        parent_id: superMentor,
        max_invites: 10,
        gender: 'MALE',
        profile_link: 'https://example.org/daniel-reyes',
      }),
    );
    const learner = await insert(
      base({
        email: 'learner@modkit.test',
        first_name: 'Maya',
        last_name: 'Thompson',
        role: 'STUDENT',
        gender: 'FEMALE',
        dob: '2009-04-12',
        phone: '+1-4155550123',
        country_code: '+1',
        grade_level: '11th',
        higest_degree: 'High School',
        field_of_study: 'Science',
        university_aspire: JSON.stringify(['MIT', 'University of Toronto']),
        i_am_here_as: 'HOBBYIST',
        career_aspiration: 'Environmental engineer',
        about: 'I like building things and asking why.',
        created_at: iso(120),
      }),
    );
    const free = await insert(
      base({
        email: 'free@modkit.test',
        first_name: 'Leo',
        last_name: 'Martin',
        role: 'STUDENT',
        verified: 0,
        grade_level: '9th',
        created_at: iso(20),
      }),
    );
    const admin = await insert(
      base({ email: 'admin@modkit.test', first_name: 'Alex', last_name: 'Admin', role: 'ADMIN' }),
    );

    const classmates: number[] = [];
    for (const [i, [first, last, grade]] of CLASSMATES.entries()) {
      classmates.push(
        await insert(
          base({
            email: `${first.toLowerCase()}.${last.toLowerCase()}@modkit.test`,
            first_name: first,
            last_name: last,
            role: 'STUDENT',
            grade_level: grade,
            current_school_uni: i % 3 === 0 ? 'Lakeside Academy' : 'Riverside High School',
            created_at: iso(300 - i * 10),
          }),
        ),
      );
    }

    const links = [learner, free, ...classmates].map((learner_id) => ({
      mentor_id: mentor,
      learner_id,
      created_at: iso(60),
    }));
    await trx.insertInto('mentor_learners').values(links).execute();

    return { organizationId: org.id, learner, free, mentor, superMentor, admin, classmates };
  });
}
