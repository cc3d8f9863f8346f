import * as c from '@modkit/sdk/contract';
import { PARTNER_AND_ADMIN_OPERATIONS } from './admin-operations';
import { type Operation, op } from './operation';

export type { Operation } from './operation';

/** Every operation of part 1 §7 and part 2 §7 that the server serves (the SDK's call table is the client side of it). */
export const OPERATIONS: Operation[] = [
  op('get', '/health', 'System', 'Alive (the process answers)', { auth: false }),
  op(
    'get',
    '/ready',
    'System',
    'Ready (database and storage answer; 503 with the failing ones, or while the server is stopping)',
    {
      auth: false,
    },
  ),
  ...PARTNER_AND_ADMIN_OPERATIONS,
  op('post', '/auth/signup', 'Auth', 'Sign up a learner or mentor', {
    auth: false,
    body: c.SignupBody,
    multipart: true,
    response: c.AuthResponse,
  }),
  op('post', '/auth/login', 'Auth', 'Log in', { auth: false, body: c.LoginBody, response: c.AuthResponse }),
  op('post', '/auth/instant-signup', 'Auth', 'Sign up with a package choice', {
    auth: false,
    body: c.InstantSignupBody,
    response: c.AuthResponse,
  }),
  op('post', '/auth/logout', 'Auth', 'Log out (revokes the token)', { body: c.LogoutBody }),
  op('post', '/auth/forget-password', 'Auth', 'Mail a password reset link', {
    auth: false,
    body: c.ForgotPasswordBody,
  }),
  op('post', '/auth/reset-password/{token}', 'Auth', 'Choose a new password', {
    auth: false,
    body: c.ResetPasswordBody,
  }),
  op('post', '/auth/verify', 'Auth', 'Verify the e-mail address', { auth: false, body: c.VerifyAccountBody }),
  op('get', '/auth/resend-varification-link', 'Auth', 'Mail the verification link again'),
  op('get', '/auth/providers', 'Auth', 'The social logins this server accepts (the buttons to show)', {
    auth: false,
    response: c.AuthProvidersResponse,
  }),
  op('post', '/auth/google', 'Auth', 'Google sign-in: accessToken = the ID token (when configured)', {
    auth: false,
    body: c.SocialLoginBody,
    response: c.AuthResponse,
  }),
  op(
    'post',
    '/auth/facebook',
    'Auth',
    'Facebook login: accessToken = the user access token (when configured)',
    {
      auth: false,
      body: c.SocialLoginBody,
      response: c.AuthResponse,
    },
  ),
  op(
    'post',
    '/auth/linkedin',
    'Auth',
    'LinkedIn sign-in: accessToken = the authorization code (when configured)',
    {
      auth: false,
      body: c.SocialLoginBody,
      response: c.AuthResponse,
    },
  ),
  op('get', '/users/profile', 'Users', 'The signed-in user', { response: c.ProfileResponse }),
  op('patch', '/users/profile', 'Users', 'Update the profile (photo ≤ 10 MB)', {
    body: c.UpdateProfileBody,
    multipart: true,
    response: c.ProfileResponse,
  }),
  op('get', '/users/total-points', 'Users', 'Points and badges', { response: c.PointsResponse }),
  op('get', '/users/notifications', 'Users', 'Notifications, newest first', {
    query: c.NotificationsQuery,
    response: c.NotificationsResponse,
  }),
  op('patch', '/users/notifications', 'Users', 'Mark every notification read'),
  op('get', '/users/activity-log', 'Users', 'Minutes per day of a month', {
    query: c.ActivityLogQuery,
    response: c.ActivityLogResponse,
  }),
  op('post', '/users/activity-log', 'Users', 'Record active minutes', { body: c.PostActivityBody }),
  op('get', '/users/activity-log/activity', 'Users', 'Overall activity', {
    response: c.OverallActivityResponse,
  }),
  op('get', '/users/bookmarks', 'Users', 'Bookmarks', {
    query: c.BookmarksQuery,
    response: c.BookmarksResponse,
  }),
  op('post', '/users/bookmarks', 'Users', 'Bookmark a module', {
    body: c.AddBookmarkBody,
    response: c.BookmarkResponse,
  }),
  op('delete', '/users/bookmarks/{id}', 'Users', 'Remove a bookmark'),
  op('get', '/users/liked-modules', 'Users', 'Liked modules', {
    query: c.LikedModulesQuery,
    response: c.LikedModulesResponse,
  }),
  op('get', '/users/packages', 'Users', "The user's package records", { response: c.UserPackagesResponse }),
  op('get', '/users/mentor-details/{value}', 'Users', 'The mentor of an invitation value (no e-mail)', {
    response: c.MentorDetailsResponse,
  }),
  op('post', '/users/assign-mentor', 'Users', 'Join a mentor with their invitation', {
    body: c.AssignMentorBody,
  }),
  op('get', '/users/invitation', 'Mentor', "The mentor's signed invitation and its link", {
    response: c.InvitationResponse,
  }),
  op('get', '/users/my-mentors', 'Users', "The learner's mentors (My Mentors)", {
    response: c.pageOf(c.Mentor),
  }),
  op('post', '/users/mentor-upgrade', 'Users', "A mentor's request for access", {
    body: c.UpgradeRequestBody,
  }),
  op('post', '/users/upgrade-request', 'Users', 'Request unlimited access', { body: c.UpgradeRequestBody }),
  op('post', '/users/check-location', 'Users', 'Inside the library range?', {
    body: c.CheckLocationBody,
    response: c.CheckLocationResponse,
  }),
  op('post', '/users/notification-subscribe', 'Users', 'Register a push subscription', {
    body: c.PushSubscriptionBody,
  }),
  op('get', '/push/public-key', 'Users', 'The application key for push subscriptions (404: push is off)', {
    auth: false,
    response: c.PushPublicKeyResponse,
  }),
  op('get', '/users/my-list', 'Library', 'My List', { query: c.MyListQuery, response: c.MyListResponse }),
  op('get', '/modules/search', 'Modules', 'Search published modules', {
    query: c.ModuleSearchQuery,
    response: c.ModulesPageResponse,
  }),
  op('get', '/modules/auth/{id}', 'Modules', 'A module with the viewer marks', {
    query: c.ModuleQuery,
    response: c.ModuleResponse,
  }),
  op('get', '/modules/my-modules', 'Modules', 'Assigned or viewed modules', {
    query: c.MyModulesQuery,
    response: c.ModulesPageResponse,
  }),
  op('get', '/modules/my-modules/{id}', 'Modules', "The learner's record of a module", {
    response: c.UserModuleResponse,
  }),
  op('get', '/modules/my-viewed-modules', 'Modules', 'Viewed modules', {
    query: c.MyViewedModulesQuery,
    response: c.ModulesPageResponse,
  }),
  op('get', '/modules/embed-card-details', 'Modules', 'Card fields of a module', { query: c.EmbedCardQuery }),
  op('get', '/modules/feature-questions/random', 'Modules', 'A featured reflection question', {
    response: c.FeatureQuestionResponse,
  }),
  op('post', '/modules/{id}/tabs', 'Modules', 'Record a tab opened', { body: c.ModuleTabBody }),
  op('post', '/modules/assign', 'Modules', 'Assign modules (uses the package allowance)', {
    body: c.AssignModulesBody,
  }),
  op('post', '/modules/{id}/like', 'Modules', 'Like or unlike', { response: c.LikeModuleResponse }),
  op('patch', '/modules/my-modules/{id}/completed_percentage', 'Modules', 'Save progress (never lower)', {
    body: c.ModuleProgressBody,
    response: c.ModuleProgressResponse,
  }),
  op(
    'post',
    '/modules/my-modules/{id}/submit-reflection-question',
    'Modules',
    'Answer the reflection question',
    { body: c.ReflectionAnswerBody },
  ),
  op('patch', '/modules/{id}/update-view-count', 'Modules', 'Count a view', {
    response: c.ViewCountResponse,
  }),
  op('post', '/modules/{id}/rating', 'Modules', 'Rate -10, 1 or 10', {
    body: c.RatingBody,
    response: c.RatingResponse,
  }),
  op('get', '/modules/{id}/projects', 'Projects', 'Projects of a module with the learner records', {
    response: c.ModuleProjectsResponse,
  }),
  op('post', '/modules/{id}/projects', 'Projects', 'Add a project (admins)', {
    body: c.CreateModuleProjectBody,
    response: c.ProjectResponse,
  }),
  op('patch', '/modules/{module_id}/projects/{id}', 'Projects', 'Edit a project (admins)', {
    body: c.UpdateModuleProjectBody,
    response: c.ProjectResponse,
  }),
  op('delete', '/modules/{module_id}/projects/{id}', 'Projects', 'Delete a project (admins)'),
  op('post', '/projects/{id}/submit', 'Projects', 'Submit a project (≤ 5 files)', {
    body: c.SubmitProjectBody,
    multipart: true,
    response: c.UserProjectResponse,
  }),
  op('get', '/projects/my-projects', 'Projects', 'Submitted projects', {
    query: c.MyProjectsQuery,
    response: c.MyProjectsResponse,
  }),
  op('get', '/projects/my-projects/{id}', 'Projects', 'One submitted project', {
    response: c.UserProjectResponse,
  }),
  op('get', '/chats', 'Projects', 'Chat of a submitted project', {
    query: c.ProjectChatsQuery,
    response: c.ProjectChatsResponse,
  }),
  op('post', '/chats', 'Projects', 'Add to the chat', {
    body: c.AddProjectChatBody,
    response: c.ProjectChatResponse,
  }),
  op('put', '/chats/{id}', 'Projects', 'Edit an own chat comment', {
    body: c.UpdateProjectChatBody,
    response: c.ProjectChatResponse,
  }),
  op('get', '/comments', 'Discussion', 'Comments of a module with replies', {
    query: c.CommentsQuery,
    response: c.CommentsResponse,
  }),
  op('post', '/comments', 'Discussion', 'Comment or reply', {
    body: c.AddCommentBody,
    response: c.CommentResponse,
  }),
  op('put', '/comments/{id}', 'Discussion', 'Edit an own comment', {
    body: c.UpdateCommentBody,
    response: c.CommentResponse,
  }),
  op('delete', '/comments/{id}', 'Discussion', 'Delete a comment (admins)'),
  op('get', '/recommendation-engine', 'Library', 'Recommended for you', { response: c.ModulesPageResponse }),
  op('get', '/recommendation-engine/{id}', 'Library', "A mentor's view of a learner's recommendations", {
    response: c.ModulesPageResponse,
  }),
  op('get', '/trending-modules', 'Library', 'Trending modules', { response: c.ModulesPageResponse }),
  op('get', '/careers', 'Library', 'Careers', { query: c.CareersQuery, response: c.CareersResponse }),
  op('get', '/careers/{id}', 'Library', 'A career with related modules', { response: c.CareerResponse }),
  op('get', '/categories', 'Library', 'Categories with sub-categories', {
    query: c.CategoriesQuery,
    response: c.CategoriesResponse,
  }),
  op('get', '/categories/sub-categories', 'Library', 'Topic search', {
    auth: false,
    query: c.SubCategoriesQuery,
    response: c.SubCategoriesResponse,
  }),
  op('get', '/collections', 'Library', 'Collections', {
    query: c.CollectionsQuery,
    response: c.CollectionsResponse,
  }),
  op('get', '/collections/{id}', 'Library', 'A collection (issues the certificate when earned)', {
    response: c.CollectionResponse,
  }),
  op('get', '/certificates', 'Library', 'Certificates of completion', {
    query: c.CertificatesQuery,
    response: c.CertificatesResponse,
  }),
  op('get', '/packages', 'Packages', 'Packages', { query: c.PackagesQuery, response: c.PackagesResponse }),
  op('get', '/packages/{id}', 'Packages', 'A package', { auth: false, response: c.PackageResponse }),
  op('get', '/users/learners', 'Mentor', "The mentor's learners", {
    query: c.PeopleQuery,
    response: c.LearnersResponse,
  }),
  op('get', '/users/learners/{id}', 'Mentor', 'One learner (mentorId for a mentee)', {
    query: c.LearnerQuery,
    response: c.LearnerResponse,
  }),
  op('get', '/users/learners/{id}/modules', 'Mentor', "A learner's modules", {
    query: c.LearnerModulesQuery,
    response: c.LearnerModulesResponse,
  }),
  op('get', '/users/learners/{id}/modules/{moduleId}', 'Mentor', "A learner's module with its projects", {
    response: c.LearnerModuleResponse,
  }),
  op('get', '/users/learners/{id}/projects', 'Mentor', "A learner's submitted projects", {
    query: c.LearnerProjectsQuery,
    response: c.LearnerProjectsResponse,
  }),
  op('get', '/users/user-projects/{id}', 'Mentor', 'One submitted project', {
    response: c.UserProjectDetailResponse,
  }),
  op('delete', '/users/learners/{id}', 'Mentor', 'Remove a learner'),
  op('patch', '/users/learners/bulk-remove', 'Mentor', 'Remove several learners', { body: c.BulkRemoveBody }),
  op('post', '/users/invite', 'Mentor', 'Invite a learner (spends an invite; texts a phone with SMS_URL)', {
    body: c.InviteBody,
    response: c.InviteResponse,
  }),
  op('get', '/users/{id}/interest-cloud', 'Mentor', "A learner's interest cloud", {
    response: c.InterestCloudResponse,
  }),
  op('get', '/users/{id}/career-recommendation', 'Mentor', 'Careers for a learner', {
    response: c.CareerRecommendationResponse,
  }),
  op('get', '/users/sessions', 'Sessions', 'Sessions of the caller', {
    query: c.SessionsQuery,
    response: c.SessionsResponse,
  }),
  op('post', '/users/sessions', 'Sessions', 'Schedule a session', {
    body: c.ScheduleSessionBody,
    response: c.SessionResponse,
  }),
  op('patch', '/users/sessions/{id}', 'Sessions', 'Cancel (≥ 2 h before)', {
    body: c.CancelSessionBody,
    response: c.SessionResponse,
  }),
  op('get', '/users/mentees', 'Super mentor', 'Mentees', {
    query: c.PeopleQuery,
    response: c.MenteesResponse,
  }),
  op('get', '/users/mentees/{id}', 'Super mentor', 'One mentee', { response: c.MenteeResponse }),
  op('get', '/users/mentees/{id}/learners', 'Super mentor', "A mentee's learners", {
    query: c.PeopleQuery,
    response: c.LearnersResponse,
  }),
  op('delete', '/users/mentees/{id}', 'Super mentor', 'Remove a mentee'),
  op('get', '/users/mentees/{id}/activity', 'Super mentor', "A mentee's month", {
    query: c.MonthQuery,
    response: c.MenteeActivityResponse,
  }),
  op('get', '/users/mentees/{id}/stats', 'Super mentor', "A mentee's learner statistics", {
    query: c.MonthQuery,
    response: c.MenteeStatsResponse,
  }),
  op('post', '/users/supermentor-dashboard', 'Super mentor', 'The dashboard', {
    body: c.DashboardBody,
    response: c.DashboardResponse,
  }),
  op('get', '/users/school-grade', 'Super mentor', 'Dashboard filter lists', {
    response: c.SchoolGradeResponse,
  }),
  op('patch', '/users/change-password', 'Account', 'Change the password (revokes the other tokens)', {
    body: c.ChangePasswordBody,
    response: c.ChangePasswordResponse,
  }),
  op('post', '/orders', 'Account', 'Create an order', { body: c.CreateOrderBody, response: c.OrderResponse }),
  op('get', '/orders/{id}/verify', 'Account', 'Verify an order (subscribes once)', {
    response: c.OrderResponse,
  }),
  op('get', '/orders/{id}/invoice', 'Account', 'The invoice PDF of a paid order', {
    response: c.InvoiceResponse,
  }),
  op('get', '/users/subscriptions', 'Account', 'Subscriptions', { response: c.SubscriptionsResponse }),
  op('post', '/enquiries', 'Public', 'Contact-us enquiry', { auth: false, body: c.EnquiryBody }),
  op('post', '/enquiries/mentor', 'Public', 'Mentor enquiry', { auth: false, body: c.MentorEnquiryBody }),
  op('post', '/likes/school-project/{id}', 'Public', 'Like a school project once', {
    auth: false,
    body: c.LikeActionBody,
    response: c.LikeActionResponse,
  }),
  op('post', '/likes/blog/{id}', 'Public', 'Like a blog once', {
    auth: false,
    body: c.LikeActionBody,
    response: c.LikeActionResponse,
  }),
];
