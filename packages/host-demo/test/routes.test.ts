import { describe, expect, it } from 'vitest';
import { matchRoute } from '../src/app/routes';

/** The app's route table: which page a path opens, with its params, and what is public. */
describe('matching a path to its route', () => {
  it.each([
    ['/login', {}, true],
    ['/signup', {}, true],
    ['/404', {}, true],
    ['/my-library', {}, false],
    ['/my-library/', {}, false],
    ['/my-library/module-preview/12', { id: '12' }, false],
    ['/my-library/module-preview/module-page/12', { id: '12' }, false],
    ['/my-library/collections/view-collection/5', { id: '5' }, false],
    ['/projects/project-details/8', { id: '8' }, false],
    ['/instant-signup/3', { id: '3' }, true],
    ['/like-blog/4/page/2', { id: '4', page: '2' }, true],
  ])('%s', (path, params, isPublic) => {
    const match = matchRoute(path);
    expect(match).not.toBeNull();
    expect(match?.params).toMatchObject(params);
    expect(match?.route.public ?? false).toBe(isPublic);
  });

  it.each(['/nope', '/my-library/module-preview/abc', '/projects/project-details/', '/admin/../my-library'])(
    '%s is unknown',
    (path) => expect(matchRoute(path)).toBeNull(),
  );
});
