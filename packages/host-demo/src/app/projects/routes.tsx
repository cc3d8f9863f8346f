import type { AppRoute } from '../router/app-route';

/** Projects (part 1 §2.24): the list, details with the chat, new and edit, the locked pages. */
export const PROJECT_ROUTES: AppRoute[] = [];
