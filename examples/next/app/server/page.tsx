// #region server-page
// A server component: it mints the widget token on the server and renders the widgets (client components).
import { LibraryCarousel, PointsBadge } from '@modkit/widgets';
import { mintWidgetToken, modkitApi, signedInUser } from '../../lib/modkit';

export const dynamic = 'force-dynamic'; // a token per request, never a cached page

export default async function ServerPage() {
  const { token } = await mintWidgetToken(signedInUser);
  return (
    <main>
      <h1>Your learning</h1>
      <PointsBadge api={modkitApi()} token={token} />
      <LibraryCarousel api={modkitApi()} token={token} source="trending" />
    </main>
  );
}
// #endregion server-page
