/**
 * The texts of My Profile's "Your data" section, the deletion dialog and the deletion link's page (our texts:
 * the spec has none), in one place for translation.
 */
export const YOUR_DATA_TEXTS = {
  heading: 'Your data',
  lead: 'Download a copy of everything modkit holds about you, or delete your account and its data.',
  download: 'Download my data',
  downloading: 'Preparing your data…',
  downloaded: 'Your data is downloaded: a zip with modkit-data.json and your files.',
  deleteButton: 'Delete my account',
  deleteTitle: 'Delete my account',
  deleteWarning:
    'This deletes your account and everything it holds: your profile, progress, projects, certificates and files. What you wrote with others (comments, chats, sessions) stays, shown as "Deleted user". This cannot be undone.',
  passwordLabel: 'Your password',
  confirmDelete: 'Delete my account',
  deleting: 'Deleting…',
  noPassword: 'Signed in with Google, Facebook, LinkedIn or your school, without a password?',
  mailLink: 'E-mail me a confirmation link',
  cancel: 'Cancel',
  done: 'OK',
  linkPageTitle: 'Delete my account',
  linkPageLead: 'You opened the confirmation link. Delete your account and its data now?',
  linkMissing: 'This page needs the link from the confirmation e-mail.',
} as const;
