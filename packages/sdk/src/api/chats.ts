import type { Client } from '../client/create-client';
import type { ProjectChat } from '../contract/entities/social';
import type {
  AddProjectChatBody,
  ProjectChatResponse,
  ProjectChatsResponse,
  UpdateProjectChatBody,
} from '../contract/projects';
import { threadCall } from './list-calls';
import { requestData } from './requests';

/** Loads the chat of a submitted project: `(client, userProjectId, query?)` (GET /chats?user_project_id=). */
export const getProjectChats = threadCall<ProjectChatsResponse>('/chats', 'user_project_id');

/** Adds a chat message to a submitted project (POST /chats). */
export async function addProjectChat(
  client: Client,
  userProjectId: number,
  comment: string,
): Promise<ProjectChat> {
  const json: AddProjectChatBody = { user_project_id: userProjectId, comment };
  return requestData<ProjectChatResponse>(client, 'POST', '/chats', { json });
}

/** Edits a chat message (PUT /chats/{id}). */
export async function updateProjectChat(
  client: Client,
  chatId: number,
  comment: string,
): Promise<ProjectChat> {
  const json: UpdateProjectChatBody = { comment };
  return requestData<ProjectChatResponse>(client, 'PUT', `/chats/${chatId}`, { json });
}
