/** Texts of the error catalogues (part 1 §8, part 2 §8) that the server and the screens share. */
export const VALIDATION_ERROR_TITLE = 'Validation Error Occured';

export const SUCCESS_MESSAGES = {
  learnerRemoved: 'Learner removed successfully.',
  learnersRemoved: 'Learners removed successfully.',
  modulesAssigned: 'Modules assigned successfully.',
  inviteSent: 'Invite sent successfully.',
  menteeRemoved: 'Mentee removed successfully.',
  mentorAssigned: 'Success! Mentor Assigned Successfully.',
  verificationSent: 'A verification link has been sent to your email.',
  upgradeSent: 'An upgrade request has been sent!',
} as const;

export const FAILURE_MESSAGES = {
  mentorAssignFailed: 'Error! Could not assign mentor, please contact your mentor.',
  mentorDetailsFailed: 'Error! Could not get mentor details.',
  upgradeFailed: 'Could not send upgrade request!',
  noInvites: 'No invites available',
} as const;

/** The like pages' titles: 'You have successfully liked this school project!' / 'You have already liked this blog!'. */
export function likeResultTitle(kind: 'school project' | 'blog', success: boolean): string {
  return success ? `You have successfully liked this ${kind}!` : `You have already liked this ${kind}!`;
}
