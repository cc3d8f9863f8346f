/** @modkit/lti-tool — the LTI 1.3 tool that puts the modkit widgets inside any LMS. */

export { isPublicAddress } from '@modkit/api';
export { createLtiTool, type LtiTool, type LtiToolOptions } from './create-lti-tool';
export { modkitRoleFor } from './identity/lti-roles';
export { checkLaunch, type LaunchFacts, type LoginRecord, type Refusal } from './launch/launch-checks';
export { type WidgetTarget, widgetTarget } from './launch/widget-target';
export type { ApprovalStatus, RegisteredPlatform } from './platforms/platform-approval';
export { readPlatformsFile } from './platforms/platforms-file';
export type { PlatformConfig } from './platforms/register-platform';
export { type RegistrationPolicy, registrationPolicy } from './platforms/registration-policy';
export type { FetchPolicy } from './platforms/safe-fetch';
export { toolConfiguration } from './platforms/tool-configuration';
export { LTI_SCHEMA_PART } from './store/migrations';
