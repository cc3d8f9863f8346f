/**
 * The marketing site (`VITE_MARKETING_URL` at build time): the spec sends a visitor there from the LTI
 * entry without a token (part 1 §2.11), and the like pages close to its school-project and blog listings
 * (part 2, Like pages; addresses not shown). modkit has no marketing site of its own, so without the
 * setting these go to the app's home (the login screen).
 */
const MARKETING_URL: string | undefined = import.meta.env.VITE_MARKETING_URL || undefined;

/** The app's home: the login screen (`/login`, the same screen as `/`, part 1 §2.1). */
export const APP_HOME = '/login';

/** A page of the marketing site, or null when none is configured. */
function marketingUrl(path = '/'): string | null {
  return MARKETING_URL ? `${MARKETING_URL.replace(/\/+$/, '')}${path}` : null;
}

/** Leaves the app for the marketing site (or goes home inside the app when there is none). */
export function goToMarketingSite(path: string, navigateInApp: (to: string) => void): void {
  const url = marketingUrl(path);
  if (url) window.location.assign(url);
  else navigateInApp(APP_HOME);
}
