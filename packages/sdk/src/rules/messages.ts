/** Texts of the error catalogues (part 1 §8, part 2 §8) that the server and the screens share. */

import type { Message } from './message';

/** Title of a failed form submission (422) and of the modal validation dialogs. */
export const VALIDATION_ERROR_TITLE = 'Validation Error Occured';
/** Title of the forgot/reset-password and comparison-month validation dialogs. */
export const VALIDATION_ERROR_DIALOG_TITLE = 'Validation Error!';

/** Titles of the error modals that show a server message (response.data.message). */
export const ERROR_TITLES = {
  /** Assign, reflection submit, project submit, comments (part 1). */
  error: 'Error',
  /** Order create and verify, enquiry, session cancel, resend verification (part 2). */
  errorBang: 'Error!',
  /** Remove learner(s), assign modules, remove mentee; push subscription failure. */
  upper: 'ERROR',
} as const;

/** Success texts of both catalogues. */
export const SUCCESS_MESSAGES = {
  learnerRemoved: 'Learner removed successfully.',
  learnersRemoved: 'Learners removed successfully.',
  modulesAssigned: 'Modules assigned successfully.',
  inviteSent: 'Invite sent successfully.',
  menteeRemoved: 'Mentee removed successfully.',
  mentorAssigned: 'Success! Mentor Assigned Successfully.',
  verificationSent: 'A verification link has been sent to your email.',
  upgradeSent: 'An upgrade request has been sent!',
  upgradeSentTitled: 'Success! An upgrade request has been sent!',
  reflectionSubmitted: 'Reflection Question submitted successfully.',
  projectSubmitted: 'Project submitted successfully.',
  passwordChanged: 'Your password has been changed!',
  profileUpdated: 'Profile updated successfully.',
  sessionCancelled: 'Session cancelled successfully.',
  linkCopied: 'Link copied successfully!',
} as const;

/**
 * The notices that say what just happened where the spec shows nothing (our texts): a success or a failure the
 * user would otherwise not see. The spec's silent failures (comment edit and delete) stay silent.
 */
export const NOTICE_MESSAGES = {
  bookmarked: 'Added to My List.',
  unbookmarked: 'Removed from My List.',
  bookmarkFailed: 'My List could not be updated. Please try again.',
  likeFailed: 'Your like could not be saved. Please try again.',
  commentPosted: 'Your comment is posted.',
  replyPosted: 'Your reply is posted.',
  commentUpdated: 'Your comment is updated.',
  commentDeleted: 'The comment is deleted.',
} as const;

/** Failure texts of both catalogues (403/404 pages included). */
export const FAILURE_MESSAGES = {
  mentorAssignFailed: 'Error! Could not assign mentor, please contact your mentor.',
  mentorDetailsFailed: 'Error! Could not get mentor details.',
  upgradeFailed: 'Could not send upgrade request!',
  upgradeFailedTitled: 'Error! Could not send upgrade request!',
  noInvites: 'No invites available',
  logoutFailed: 'Unable to clear login session!',
  linkCopyFailed: 'Unable to Copy the Link!',
  /** A superseded search: ignored, the loader keeps going. */
  canceled: 'Operation canceled',
  forbiddenPage: 'You do not have permissions to access this page.',
  notFoundPage: 'Page not found',
} as const;

/** How long the invite link's copy feedback stays (ms). */
export const COPY_FEEDBACK_MS = 3000;

/** Empty states of both parts. */
export const EMPTY_STATES = {
  oopsNoRecord: 'Oops! No Record Found',
  noRecord: 'No Record Found',
  noRecords: 'Oops! No Records Found',
  noProjects: 'No projects Found',
  oopsNoProjects: 'Oops! No projects Found',
  noNotifications: 'Oops! No Notification Found',
  noAssignedModules: "Your mentor hasn't assigned any modules yet.",
  myList: "Your haven't created your list yet.",
  noLearnersAdded: "Oops! You haven't added any learners yet",
  noMenteesAdded: "You haven't added any mentors yet",
  noSessions: "You haven't scheduled any sessions yet.",
  noLearners: 'No learners Found',
  interestCloud: "you haven't viewed any modules yet...",
} as const;

/** Remove confirmations (part 2 §8). */
export function removeConfirmText(what: 'learner' | 'learners' | 'mentee'): string {
  return `Are you sure you want to remove ${what === 'learners' ? 'these learners' : `this ${what}`}?`;
}
/** The buttons of the remove confirmations. */
export const REMOVE_CONFIRM_BUTTONS = { yes: 'Yes, remove', no: "Don't remove" } as const;

/** Upload notices: '{file} file uploaded successfully' / '{file} file upload failed.' */
export function fileUploadText(file: string, ok: boolean): Message<'upload.done' | 'upload.failed'> {
  return { id: ok ? 'upload.done' : 'upload.failed', values: { file } };
}

/** The search page's empty text: 'Sorry, no search results on ...' followed by the keyword. */
export function noSearchResultsText(keyword: string): Message<'search.noResults'> {
  return { id: 'search.noResults', values: { keyword } };
}

/** The like pages' titles: 'You have successfully liked this school project!' / 'You have already liked this blog!'. */
export function likeResultTitle(
  kind: 'school project' | 'blog',
  success: boolean,
): Message<'like.liked' | 'like.already'> {
  return { id: success ? 'like.liked' : 'like.already', values: { kind } };
}
