import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthenticatedRedirect, LoginRedirect, useAuth } from '@/features/auth';
import { NotFoundPage, PROTECTED_PATHS, routes, type AppRoute } from './routes';

/** Visitors: public and guest pages; anything that needs a session sends them to log in. */
function signedOutRoutes(table: readonly AppRoute[]) {
  const open = table.filter((r) => r.access !== 'protected');
  const protectedPaths = [...table.filter((r) => r.access === 'protected').map((r) => r.path), ...PROTECTED_PATHS];
  return [
    ...open.map((r) => <Route key={r.path} path={r.path} component={r.component} />),
    ...[...new Set(protectedPaths)].map((path) => <Route key={`login:${path}`} path={path} component={LoginRedirect} />),
  ];
}

/** Signed-in parents: public and protected pages; guest pages hand over to the dashboard. */
function signedInRoutes(table: readonly AppRoute[]) {
  return table.map((r) =>
    r.access === 'guest' ? (
      <Route key={r.path} path={r.path} component={AuthenticatedRedirect} />
    ) : (
      <Route key={r.path} path={r.path} component={r.component} />
    ),
  );
}

export function AppRouter({ table = routes }: { table?: readonly AppRoute[] }) {
  const { isLoading, isAuthenticated } = useAuth();
  // The spec: while the sign-in state is loading, a spinner instead of any route.
  if (isLoading) return <FullScreenSpinner label="Loading" />;

  return (
    <Suspense fallback={<FullScreenSpinner label="Loading page" />}>
      <Switch>
        {isAuthenticated ? signedInRoutes(table) : signedOutRoutes(table)}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
