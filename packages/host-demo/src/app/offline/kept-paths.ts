/**
 * The api reads the app keeps on the device for offline (issue 44), and the module each belongs to: a module
 * the learner opened (its preview and page, its record, its projects, its discussion), and the lists that show
 * the learner's modules (My List, the assigned modules, bookmarks) with the account's own reads the shell makes
 * (profile, points, notifications). `moduleId` null: a list or the account's own, not counted against a module.
 */
export function keptReadOf(url: string): { moduleId: number | null } | null {
  const { pathname, searchParams } = new URL(url, 'http://app');
  if (!pathname.startsWith('/api/')) return null;
  const path = pathname.slice(4);
  const module =
    /^\/modules\/auth\/(\d+)$/.exec(path) ??
    /^\/modules\/my-modules\/(\d+)$/.exec(path) ??
    /^\/modules\/(\d+)\/projects$/.exec(path);
  if (module) return { moduleId: Number(module[1]) };
  if (path === '/comments') {
    const id = Number(searchParams.get('module_id'));
    return Number.isSafeInteger(id) && id > 0 ? { moduleId: id } : null;
  }
  if (/^\/users\/(profile|total-points|my-list|bookmarks|notifications)$/.test(path))
    return { moduleId: null };
  if (path === '/modules/my-modules') return { moduleId: null };
  return null;
}
