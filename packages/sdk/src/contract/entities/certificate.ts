import { z } from 'zod';
import { Id, Timestamp } from '../common';
import { Media, NamedRef } from './media';

/** A certificate of completion of a collection (GET /certificates; a module's `certificate`). */
export const Certificate = z.object({
  id: Id,
  collection_id: Id.nullable().optional(),
  collection: NamedRef.nullable().optional(),
  media: Media,
  created_at: Timestamp.nullable().optional(),
});
export type Certificate = z.infer<typeof Certificate>;
