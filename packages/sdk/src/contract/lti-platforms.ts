import { z } from 'zod';

/**
 * An LMS platform as the admin console reviews it (GET /lti/admin/platforms, the LTI tool's admin routes):
 * `pending` when it registered itself and waits for an administrator, `approved`, or `refused` (refused or
 * revoked: its logins and launches are refused).
 */
export const LtiPlatform = z.object({
  issuer: z.string(),
  client_id: z.string(),
  /** Empty for a refused platform (the tool keeps only its approval record). */
  name: z.string(),
  status: z.enum(['pending', 'approved', 'refused']),
  deployment_ids: z.array(z.string()),
  /** The configuration URL it registered itself from; null when registered by hand. */
  configuration_url: z.string().nullable(),
  registered_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  last_launch_at: z.string().nullable(),
});
export type LtiPlatform = z.infer<typeof LtiPlatform>;

/** POST /lti/admin/platforms/approve and /refuse; DELETE /lti/admin/platforms (the query). */
export const LtiPlatformKey = z.object({ issuer: z.string(), client_id: z.string() });
export type LtiPlatformKey = z.infer<typeof LtiPlatformKey>;
