import { z } from 'zod';
import { Id, Timestamp } from '../common';

/** Minutes of activity recorded at a time (activity log chart). */
export const ActivityEntry = z.object({
  id: Id.nullable().optional(),
  created_at: Timestamp,
  min: z.number().int(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** Overall activity: modules viewed in total and the top focus words. */
export const OverallActivity = z.object({
  total: z.number().int(),
  keyword: z.array(z.string()),
});
export type OverallActivity = z.infer<typeof OverallActivity>;

/** Points earned and badges: earned badge ids in order, upcoming badge ids. */
export const Points = z.object({
  points: z.number().int(),
  badge: z.array(z.number().int()),
  upcommingBadge: z.array(z.number().int()),
});
export type Points = z.infer<typeof Points>;
