/** The demo accounts seeded on first start (DESIGN.md "Interfaces"), all with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export const DEMO_ACCOUNTS = [
  {
    email: 'learner@modkit.test',
    role: 'STUDENT',
    package: 'PREMIUM',
    note: 'learner on the PREMIUM package',
  },
  { email: 'free@modkit.test', role: 'STUDENT', package: 'FREE', note: 'learner on the FREE package' },
  { email: 'mentor@modkit.test', role: 'MENTOR', package: null, note: 'mentor of both learners' },
  {
    email: 'supermentor@modkit.test',
    role: 'SUPER_MENTOR',
    package: null,
    note: "the mentor's super mentor",
  },
  { email: 'admin@modkit.test', role: 'ADMIN', package: null, note: 'administrator' },
] as const;
