import { useSession } from '@modkit/sdk/react';
import { guardRoute } from '@modkit/sdk/rules';
import { Suspense } from 'react';
import { useFocusAfterNavigation } from './router/focus-after-navigation';
import { useLocation } from './router/location';
import { Redirect } from './router/redirect';
import { matchRoute } from './routes';
import { AppShell } from './shell/app-shell';
import { OfflineBanner } from './shell/offline-banner';
import { PageLoading } from './shell/page-loading';

/**
 * The app: unknown paths go to /404; public pages render alone (with the offline banner); every other
 * route passes the access guard of part 1 §2.3 and renders inside the shell.
 */
export function App() {
  const { path, search } = useLocation();
  const authenticated = useSession((s) => s.isAuthenticated);
  useFocusAfterNavigation(path);
  const matched = matchRoute(path);
  if (!matched) return <Redirect to="/404" />;
  const { route, params } = matched;
  const Page = route.page;
  if (route.public) {
    return (
      <>
        <OfflineBanner />
        <Suspense fallback={<PageLoading />}>
          <Page params={params} />
        </Suspense>
      </>
    );
  }
  const guard = guardRoute(path, search, authenticated);
  if (!guard.allow) return <Redirect to={guard.redirect} />;
  return (
    <AppShell path={path}>
      <Suspense fallback={<PageLoading />}>
        <Page key={path} params={params} />
      </Suspense>
    </AppShell>
  );
}
