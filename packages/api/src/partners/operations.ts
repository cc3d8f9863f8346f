import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** A partner's server asking for widget tokens; the admin console's partner sites (administrators). */
export const PARTNER_OPERATIONS: Operation[] = [
  ...tagged('Partners', [
    [
      'post /partner/tokens public',
      "A widget token for a partner's user (the partner's server, with its key)",
      c.PartnerTokenBody,
      c.PartnerTokenResponse,
    ],
  ]),
  ...tagged('Admin', [
    ['get /admin/partners', 'Partner sites (administrators)', c.PageQuery, c.PartnersResponse],
    [
      'post /admin/partners',
      'Register a partner site; answers its key, once (administrators)',
      c.PartnerCreateBody,
      c.PartnerKeyResponse,
    ],
    [
      'patch /admin/partners/{id}',
      "Change a partner's origins, package or status (administrators)",
      c.PartnerUpdateBody,
      c.PartnerResponse,
    ],
    [
      'post /admin/partners/{id}/key',
      "Rotate a partner's key; answers the new key, once (administrators)",
      null,
      c.PartnerKeyResponse,
    ],
  ]),
];
