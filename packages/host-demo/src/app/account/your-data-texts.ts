/**
 * The message ids of My Profile's "Your data" section, the deletion dialog and the deletion link's page (our
 * texts: the spec has none), in the app's catalogue.
 */
export const YOUR_DATA_TEXTS = {
  heading: 'data.heading',
  lead: 'data.lead',
  download: 'data.download',
  downloading: 'data.downloading',
  downloaded: 'data.downloaded',
  deleteButton: 'data.deleteAccount',
  deleteTitle: 'data.deleteAccount',
  deleteWarning: 'data.deleteWarning',
  passwordLabel: 'data.password',
  confirmDelete: 'data.deleteAccount',
  deleting: 'data.deleting',
  noPassword: 'data.noPassword',
  mailLink: 'data.mailLink',
  cancel: 'data.cancel',
  done: 'data.ok',
  linkPageTitle: 'data.deleteAccount',
  linkPageLead: 'data.linkLead',
  linkMissing: 'data.linkMissing',
} as const;
