import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';
import { markModule } from '../support/viewer-marks';

// A card's marks are its viewer's own: one learner's bookmark, rating and assignment show on their cards only,
// while the like count is everyone's.
let server: TestServer;
let marker: { id: number; token: string };
let other: { id: number; token: string };
let blackHoles: number;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  blackHoles = await idOfKey(ctx, 'modules', 'black-holes');
  marker = await createUser(ctx, { packageName: 'PREMIUM' });
  other = await createUser(ctx, { packageName: 'PREMIUM' });
  await markModule(server, marker.token, blackHoles);
});
afterAll(() => server.close());

type Card = {
  id: number;
  likes: number;
  HasBookmarked: unknown;
  hasUserLikedModule: unknown;
  HasAssignToUser: unknown;
};

/** The black-holes card as `token`'s viewer gets it from a search page, the trending page and by id. */
async function cardsOf(token: string): Promise<Card[]> {
  const search = await server.call('GET', '/modules/search?page=1&limit=10', { token });
  const trending = await server.call('GET', '/trending-modules', { token });
  const byId = await server.call('GET', `/modules/auth/${blackHoles}`, { token });
  const find = (cards: Card[]) => cards.find((card) => card.id === blackHoles)!;
  return [find(search.body.data.results), find(trending.body.data.results), byId.body.data];
}

describe("a card's marks", () => {
  it("show the viewer's own bookmark, rating and assignment", async () => {
    for (const card of await cardsOf(marker.token))
      expect(card).toMatchObject({
        likes: 1,
        HasBookmarked: { id: expect.any(Number) },
        hasUserLikedModule: { score: 10 },
        HasAssignToUser: { id: expect.any(Number), completed_percentage: 0 },
      });
  });

  it("never show another viewer's marks, only the like count", async () => {
    for (const card of await cardsOf(other.token))
      expect(card).toMatchObject({
        likes: 1,
        HasBookmarked: null,
        hasUserLikedModule: null,
        HasAssignToUser: null,
      });
  });
});
