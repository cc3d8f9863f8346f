import type { ApiContext } from '../config/context';
import { optionalAuth } from '../http/guards/authenticate';
import type { RouteTable } from '../http/route-table';
import * as publicPages from './enquiries-likes-routes';

/** The public enquiries and like buttons. */
export const websiteRoutes = (ctx: ApiContext): RouteTable => ({
  'post /enquiries': publicPages.enquiry(ctx, 'CONTACT'),
  'post /enquiries/mentor': publicPages.enquiry(ctx, 'MENTOR'),
  // A token, when sent, is checked like everywhere else (signature, expiry, revocation): 401 if it fails.
  'post /likes/school-project/{id}': [
    optionalAuth(ctx),
    publicPages.likeOnce(ctx, 'school-project', 'school project'),
  ],
  'post /likes/blog/{id}': [optionalAuth(ctx), publicPages.likeOnce(ctx, 'blog', 'blog')],
});
