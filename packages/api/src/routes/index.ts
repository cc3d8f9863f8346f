import type { Router } from 'express';
import type { ApiContext } from '../context';
import { registerAccountActivityRoutes } from './account-activity';
import { registerAccountLibraryRoutes } from './account-library';
import { registerAccountPasswordRoutes } from './account-password';
import { registerAccountProfileRoutes } from './account-profile';
import { registerAccountRecoveryRoutes } from './account-recovery';
import { registerAdminCommerceRoutes } from './admin-commerce';
import { registerAdminDashboardAccessRoutes } from './admin-dashboard-access';
import { registerCatalogueRoutes } from './catalogue';
import { registerChatRoutes } from './chats';
import { registerCommentRoutes } from './comments';
import { registerEnquiryAndLikeRoutes } from './enquiries-likes';
import { registerLearnerMentorRoutes } from './learner-mentors';
import { registerLibraryRoutes } from './library';
import { registerLocationRoutes } from './location';
import { registerMentorLearnerRoutes } from './mentor-learners';
import { registerMentorLinkRoutes } from './mentor-link';
import { registerMentorSessionRoutes } from './mentor-sessions';
import { registerModuleActionRoutes } from './modules-actions';
import { registerModuleReadRoutes } from './modules-read';
import { registerOrderRoutes } from './orders';
import { registerPartnerRoutes } from './partners';
import { registerProjectRoutes } from './projects';
import { registerReferenceRoutes } from './reference';
import { registerSessionAuthRoutes } from './session-auth';
import { registerSuperMentorRoutes } from './super-mentor';
import { registerSystemRoutes } from './system';

/** Every route module, registered in order. Each adds its own paths (relative to /api). */
export const routeModules: Array<(router: Router, ctx: ApiContext) => void> = [
  registerSystemRoutes,
  registerReferenceRoutes,
  registerSessionAuthRoutes,
  registerAccountRecoveryRoutes,
  registerAccountProfileRoutes,
  registerAccountActivityRoutes,
  registerAccountLibraryRoutes,
  registerMentorLinkRoutes,
  registerLearnerMentorRoutes,
  registerLocationRoutes,
  registerModuleReadRoutes,
  registerModuleActionRoutes,
  registerPartnerRoutes,
  registerAdminDashboardAccessRoutes,
  registerAdminCommerceRoutes,
  registerCatalogueRoutes,
  registerLibraryRoutes,
  registerCommentRoutes,
  registerProjectRoutes,
  registerChatRoutes,
  registerAccountPasswordRoutes,
  registerMentorLearnerRoutes,
  registerMentorSessionRoutes,
  registerSuperMentorRoutes,
  registerOrderRoutes,
  registerEnquiryAndLikeRoutes,
];
