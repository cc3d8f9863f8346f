import type { Client } from '../client/create-client';
import { toFormData } from '../client/form-data';
import type { Points } from '../contract/entities/activity';
import type { UserPackage } from '../contract/entities/package';
import type { Mentor } from '../contract/entities/social';
import type { User } from '../contract/entities/user';
import type {
  AssignMentorBody,
  MentorDetailsResponse,
  PointsResponse,
  ProfileResponse,
  UpdateProfileBody,
  UpgradeRequestBody,
  UserPackagesResponse,
} from '../contract/users';
import { type Page, toPage } from './envelope';

/** Loads the signed-in user's profile (GET /users/profile). */
export async function getProfile(client: Client): Promise<User> {
  return (await client.request<ProfileResponse>('GET', '/users/profile')).data;
}

/** The profile fields to save; `media` is a new photo (at most 10 MB, checked by the screen). */
export type ProfileUpdate = UpdateProfileBody & { media?: Blob };

/**
 * Saves the profile (PATCH /users/profile, multipart): null and undefined fields are dropped,
 * `user_interest` ids and `university_aspire` go as repeated `[]` fields.
 */
export async function updateProfile(client: Client, fields: ProfileUpdate): Promise<User> {
  const form = toFormData(fields);
  return (await client.request<ProfileResponse>('PATCH', '/users/profile', { form })).data;
}

/** Loads the points total and badges (GET /users/total-points). */
export async function getTotalPoints(client: Client): Promise<Points> {
  return (await client.request<PointsResponse>('GET', '/users/total-points')).data;
}

/** Loads a package history of the user (GET /users/packages). */
export async function getUserPackages(client: Client): Promise<Page<UserPackage>> {
  return toPage(await client.request<UserPackagesResponse>('GET', '/users/packages'));
}

/** Loads the mentor of an invitation link (GET /users/mentor-details/{id}). */
export async function getMentorDetails(client: Client, mentorId: number): Promise<Mentor> {
  return (await client.request<MentorDetailsResponse>('GET', `/users/mentor-details/${mentorId}`)).data;
}

/** Joins a mentor from an invitation (POST /users/assign-mentor with `isInvite: true`). */
export async function assignMentor(
  client: Client,
  input: { learners: number[]; mentors: number[] },
): Promise<void> {
  const json: AssignMentorBody = { learners: input.learners, mentors: input.mentors, isInvite: true };
  await client.request('POST', '/users/assign-mentor', { json });
}

/** A mentor asks for more modules ('Request Access', POST /users/mentor-upgrade). */
export async function requestMentorUpgrade(client: Client, body: UpgradeRequestBody = {}): Promise<void> {
  await client.request('POST', '/users/mentor-upgrade', { json: body });
}

/** Sends the upgrade-request email with a message (POST /users/upgrade-request). */
export async function sendUpgradeRequest(client: Client, body: UpgradeRequestBody): Promise<void> {
  await client.request('POST', '/users/upgrade-request', { json: body });
}
