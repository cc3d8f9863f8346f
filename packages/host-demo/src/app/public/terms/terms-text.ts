/** The terms page's address (part 1 §2.1). */
export const TERMS_PATH = '/terms-and-conditions';

/** modkit's own short terms (the spec gives no text): one heading and its paragraphs per section. */
export const TERMS_SECTIONS: ReadonlyArray<{ title: string; paragraphs: readonly string[] }> = [
  {
    title: 'Your account',
    paragraphs: [
      'You sign up with your own name and a working e-mail address, keep your password to yourself and tell us if you think someone else used your account.',
      'Learners under the age of consent in their country use modkit with the agreement of a parent or of their school.',
    ],
  },
  {
    title: 'Learning modules and your work',
    paragraphs: [
      'The modules, collections and certificates are for your own learning and for your school’s teaching. Please do not copy or resell them.',
      'What you write or upload (reflection answers, comments, projects) stays yours. You let us store it and show it to you, your mentors and your school so that they can give you feedback.',
      'Be kind in discussions: no insults, spam or content that is not yours to share. We may remove such content.',
    ],
  },
  {
    title: 'Packages and payments',
    paragraphs: [
      'The free package stays free. Paid packages (monthly, quarterly or yearly) start when the payment is confirmed and last for the period shown on the order page; your invoices are in My Account.',
    ],
  },
  {
    title: 'Your data',
    paragraphs: [
      'We use your data to run modkit for you: your profile, progress, points and activity. Mentors see the learners assigned to them; schools see their own organisation.',
      'You can ask us through Contact us to correct or delete your data at any time.',
    ],
  },
  {
    title: 'Changes',
    paragraphs: [
      'We may update these terms. When the change matters, we tell you by e-mail or in the app before it applies.',
    ],
  },
];
