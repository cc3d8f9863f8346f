import { z } from 'zod';
import { DASHBOARD_WIDGETS } from '../shared/dashboard-widgets';
import { dataOf, Id, pageOf } from './common';

/** SHOW or HIDE: whether a super mentor's dashboard shows a widget (no setting = SHOW). */
export const WidgetAccess = z.enum(['SHOW', 'HIDE']);
export type WidgetAccess = z.infer<typeof WidgetAccess>;

/** The SHOW/HIDE map of the twelve dashboard widgets. */
export const DashboardAccessMap = z.record(z.enum(DASHBOARD_WIDGETS), WidgetAccess);
export type DashboardAccessMap = z.infer<typeof DashboardAccessMap>;

/** A super mentor with the access map of their dashboard (the admin console). */
export const SuperMentorAccess = z.object({
  id: Id,
  full_name: z.string(),
  email: z.string(),
  access: DashboardAccessMap,
});
export type SuperMentorAccess = z.infer<typeof SuperMentorAccess>;
export const SuperMentorAccessList = pageOf(SuperMentorAccess);
export const SuperMentorAccessResponse = dataOf(SuperMentorAccess);

/** PUT /admin/dashboard-access/{superMentorId}: the widgets to change (the others keep their setting). */
export const DashboardAccessBody = z.object({
  access: z.partialRecord(z.enum(DASHBOARD_WIDGETS), WidgetAccess),
});
export type DashboardAccessBody = z.infer<typeof DashboardAccessBody>;
