import type { Router } from 'express';
import type { ApiContext } from '../context';
import { registerCatalogueRoutes } from './catalogue';
import { registerChatRoutes } from './chats';
import { registerCommentRoutes } from './comments';
import { registerLibraryRoutes } from './library';
import { registerModuleActionRoutes } from './modules-actions';
import { registerModuleReadRoutes } from './modules-read';
import { registerProjectRoutes } from './projects';
import { registerSystemRoutes } from './system';

/** Every route module, registered in order. Each adds its own paths (relative to /api). */
export const routeModules: Array<(router: Router, ctx: ApiContext) => void> = [
  registerSystemRoutes,
  registerModuleReadRoutes,
  registerModuleActionRoutes,
  registerCatalogueRoutes,
  registerLibraryRoutes,
  registerCommentRoutes,
  registerProjectRoutes,
  registerChatRoutes,
];
