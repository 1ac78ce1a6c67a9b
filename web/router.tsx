import { useT } from './i18n/use-t';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AdminLoginRedirect, adminOnly, AuthenticatedRedirect, LoginRedirect, useAuth } from '@/features/auth';
import { NotFoundPage, PROTECTED_PATHS, routes, type AppRoute } from './routes';

/** Visitors: public and guest pages; anything that needs a session sends them to log in. */
function signedOutRoutes(table: readonly AppRoute[]) {
  const open = table.filter((r) => r.access === 'public' || r.access === 'guest');
  const protectedPaths = [...table.filter((r) => r.access === 'protected').map((r) => r.path), ...PROTECTED_PATHS];
  return [
    ...open.map((r) => <Route key={r.path} path={r.path} component={r.component} />),
    ...table.filter((r) => r.access === 'admin').map((r) => <Route key={`admin:${r.path}`} path={r.path} component={AdminLoginRedirect} />),
    ...[...new Set(protectedPaths)].map((path) => <Route key={`login:${path}`} path={path} component={LoginRedirect} />),
  ];
}

/** Signed-in users: public and protected pages; guest pages hand over to the dashboard; admin pages check the role. */
function signedInRoutes(table: readonly AppRoute[]) {
  return table.map((r) => {
    if (r.access === 'guest') return <Route key={r.path} path={r.path} component={AuthenticatedRedirect} />;
    if (r.access === 'admin') return <Route key={r.path} path={r.path} component={guarded(r.component)} />;
    return <Route key={r.path} path={r.path} component={r.component} />;
  });
}

/** Each admin page is wrapped once, so re-renders keep the same component (and its state). */
const adminPages = new WeakMap<AppRoute['component'], AppRoute['component']>();
function guarded(page: AppRoute['component']): AppRoute['component'] {
  let wrapped = adminPages.get(page);
  if (!wrapped) {
    wrapped = adminOnly(page);
    adminPages.set(page, wrapped);
  }
  return wrapped;
}

export function AppRouter({ table = routes }: { table?: readonly AppRoute[] }) {
  const { isLoading, isAuthenticated } = useAuth();
  const t = useT();
  // The spec: while the sign-in state is loading, a spinner instead of any route.
  if (isLoading) return <FullScreenSpinner label={t('common.loading')} />;

  return (
    <Suspense fallback={<FullScreenSpinner label={t('common.loadingPage')} />}>
      <Switch>
        {isAuthenticated ? signedInRoutes(table) : signedOutRoutes(table)}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
