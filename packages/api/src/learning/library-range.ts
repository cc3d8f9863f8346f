import type { ApiContext } from '../config/context';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two WGS-84 points (haversine). */
function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether a point is inside the range of the user's library (always, for a user without one). */
export async function insideLibraryRange(
  ctx: ApiContext,
  userLibrary: number | null,
  latitude: number,
  longitude: number,
): Promise<boolean> {
  if (userLibrary === null) return true;
  const library = await ctx.db
    .selectFrom('libraries')
    .selectAll()
    .where('id', '=', userLibrary)
    .executeTakeFirst();
  if (!library) return true;
  return distanceMetres(latitude, longitude, library.latitude, library.longitude) <= library.radius_m;
}
