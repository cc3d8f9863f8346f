/** The columns of a mentor's card, to select with `users` joined to `organizations` (left join). */
export const MENTOR_CARD_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.media_path',
  'users.profile_link',
  'organizations.name as organization',
] as const;

interface MentorCardRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  media_path: string | null;
  profile_link: string | null;
  organization: string | null;
}

/** A mentor as a learner sees them (part 1 §3 "Mentor"): the invitation modal, My Mentors. */
export function toMentorCard(row: MentorCardRow) {
  return {
    id: row.id,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    organization: row.organization,
    email: row.email,
    media: row.media_path ? { path: row.media_path } : null,
    profile_link: row.profile_link,
  };
}

/** A mentor as the invitation modal shows them: the card without the e-mail (an invitation is shareable). */
export function toInvitationCard(row: MentorCardRow) {
  const { email: _email, ...card } = toMentorCard(row);
  return card;
}
