import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAuthenticated, sessionVersion, subscribeSession } from '../browser/session-store';

export function useIsAuthenticated(): boolean {
  useSyncExternalStore(subscribeSession, sessionVersion);
  return isAuthenticated();
}

/** Signed-in areas: without tokens the user goes to the root page (SPEC §4). */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated)
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** Sign-in screens: someone already signed in goes to the dashboard. */
export function RedirectIfAuthenticated() {
  const authenticated = useIsAuthenticated();
  if (authenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
