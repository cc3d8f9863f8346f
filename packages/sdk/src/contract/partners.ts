import { z } from 'zod';
import { dataOf, Id, pageOf, Timestamp } from './common';

/**
 * A partner site that embeds the widgets for its own users (the script-tag surface): its origins, the
 * package its users get, and a secret API key (shown once; only a hint of it is kept readable).
 */
export const Partner = z.object({
  id: Id,
  name: z.string(),
  origins: z.array(z.string()),
  package_name: z.string(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** The key's first characters, to tell keys apart (`mkp_AbCd…`). */
  key_hint: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Partner = z.infer<typeof Partner>;
export const PartnersResponse = pageOf(Partner);
export const PartnerResponse = dataOf(Partner);

/** POST /admin/partners. */
export const PartnerCreateBody = z.object({
  name: z.string(),
  origins: z.array(z.string()),
  package_name: z.string(),
});
export type PartnerCreateBody = z.infer<typeof PartnerCreateBody>;

/** PATCH /admin/partners/{id}: any of the settings, or disable / enable. */
export const PartnerUpdateBody = PartnerCreateBody.partial().extend({
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
});
export type PartnerUpdateBody = z.infer<typeof PartnerUpdateBody>;

/** A new partner, or a rotated key: the only answer that carries the key itself. */
export const PartnerKeyResponse = dataOf(z.object({ partner: Partner, key: z.string() }));
export type PartnerKeyResponse = z.infer<typeof PartnerKeyResponse>;

/** POST /partner/tokens (the partner's server, with its key): its own user id, and the person's names. */
export const PartnerTokenBody = z.object({
  user_id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
export type PartnerTokenBody = z.infer<typeof PartnerTokenBody>;

/** A widget token: short-lived (≤ 1 hour), for widget use only. */
export const PartnerTokenResponse = dataOf(
  z.object({ token: z.string(), expires_at: Timestamp, user_id: Id }),
);
export type PartnerTokenResponse = z.infer<typeof PartnerTokenResponse>;
