import type { Client } from '../client/create-client';
import { toFormData } from '../client/form-data';
import type { Points } from '../contract/entities/activity';
import type { UserPackage } from '../contract/entities/package';
import type { User } from '../contract/entities/user';
import type {
  AssignMentorBody,
  Invitation,
  InvitationResponse,
  InvitedMentor,
  MentorDetailsResponse,
  PointsResponse,
  ProfileResponse,
  UpdateProfileBody,
  UpgradeRequestBody,
  UserPackagesResponse,
} from '../contract/users';
import type { Page } from './envelope';
import { requestData, requestPage } from './requests';
import { sharedProfile, shareProfile } from './shared-profile';

/** Loads the signed-in user's profile (GET /users/profile). */
export async function getProfile(client: Client): Promise<User> {
  return requestData<ProfileResponse>(client, 'GET', '/users/profile');
}

/**
 * The signed-in user's profile, read once per client and token and shared by whoever asks: the app's shell,
 * its screens and every widget on the page. `fresh` reads it again (after a payment, or a project that
 * changes the package); a saved profile (`updateProfile`) is the shared one from then on; a failed read is
 * forgotten, so the next caller asks again.
 */
export function loadProfile(client: Client, fresh = false): Promise<User> {
  return (!fresh && sharedProfile(client)) || shareProfile(client, getProfile(client));
}

/** The profile fields to save; `media` is a new photo (at most 10 MB, checked by the screen). */
export type ProfileUpdate = UpdateProfileBody & { media?: Blob };

/** The list fields of the profile: an empty one is sent as one empty item, which the server reads as "none". */
const PROFILE_LISTS = ['user_interest', 'university_aspire'] as const;

/**
 * Saves the profile (PATCH /users/profile, multipart): null and undefined fields are dropped,
 * `user_interest` ids and `university_aspire` go as repeated `[]` fields; an empty list goes as one empty
 * `[]` field so that it clears the stored one (a list that is left out keeps it).
 */
export async function updateProfile(client: Client, fields: ProfileUpdate): Promise<User> {
  const lists = PROFILE_LISTS.filter((key) => fields[key]?.length === 0).map((key) => [key, ['']]);
  const form = toFormData({ ...fields, ...Object.fromEntries(lists) });
  const saved = await requestData<ProfileResponse>(client, 'PATCH', '/users/profile', { form });
  // The saved profile is the one shared from now on (loadProfile); a failed save keeps the one before.
  shareProfile(client, Promise.resolve(saved));
  return saved;
}

/** Loads the points total and badges (GET /users/total-points). */
export async function getTotalPoints(client: Client): Promise<Points> {
  return requestData<PointsResponse>(client, 'GET', '/users/total-points');
}

/** Loads a package history of the user (GET /users/packages). */
export async function getUserPackages(client: Client): Promise<Page<UserPackage>> {
  return requestPage<UserPackagesResponse>(client, '/users/packages');
}

/** Loads the mentor of an invitation link's value (GET /users/mentor-details/{value}; no e-mail). */
export async function getMentorDetails(client: Client, invitation: string): Promise<InvitedMentor> {
  const path = `/users/mentor-details/${encodeURIComponent(invitation)}`;
  return requestData<MentorDetailsResponse>(client, 'GET', path);
}

/** Joins a mentor with their invitation (POST /users/assign-mentor with `isInvite: true`). */
export async function assignMentor(
  client: Client,
  input: { learners: number[]; mentors: number[]; invitation: string },
): Promise<void> {
  const json: AssignMentorBody = {
    learners: input.learners,
    mentors: input.mentors,
    isInvite: true,
    invitation: input.invitation,
  };
  await client.request('POST', '/users/assign-mentor', { json });
}

/** A mentor's invitation value and link, to share (GET /users/invitation). */
export async function getInvitation(client: Client): Promise<Invitation> {
  return requestData<InvitationResponse>(client, 'GET', '/users/invitation');
}

/** A mentor asks for more modules ('Request Access', POST /users/mentor-upgrade). */
export async function requestMentorUpgrade(client: Client, body: UpgradeRequestBody = {}): Promise<void> {
  await client.request('POST', '/users/mentor-upgrade', { json: body });
}

/** Sends the upgrade-request email with a message (POST /users/upgrade-request). */
export async function sendUpgradeRequest(client: Client, body: UpgradeRequestBody): Promise<void> {
  await client.request('POST', '/users/upgrade-request', { json: body });
}
