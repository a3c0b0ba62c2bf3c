import type { Me } from '@kontor/domain/accounts';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { useSession } from './session';

// The named route guards. Each is a rule (user, place) → where to go instead, or null to
// stay; the rules are plain functions so that they are tested without a browser.

export type GuardUser = Pick<Me, 'status' | 'company'> | null;
type GuardPlace = { pathname: string; search: string };

export const CREATE_COMPANY_PATH = '/create-company';
/** Where a dealer lands after logging in and after setting up the company: the dashboard, one page for both. */
export const HOME_PATH = '/';
const MANAGE_PROFILE_PATH = '/settings/manage-profile';
const DOCUMENT_SETTINGS_PATH = '/settings/document';

/**
 * A visitor who is not logged in goes to /login, which brings them back to the page they asked
 * for (`?redirect=`) once they have logged in; `/` needs no way back.
 */
export function authenticated(user: GuardUser, place?: GuardPlace): string | null {
  if (user) return null;
  const target = place ? `${place.pathname}${place.search}` : '/';
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}

/** A logged-in user opening a guest page (login, register) goes to /, unless a token query is present. */
export function notAuthenticated(user: GuardUser, place: GuardPlace): string | null {
  if (!user) return null;
  return new URLSearchParams(place.search).has('token') ? null : '/';
}

/** Account completion is for visitors and unverified users; anyone verified goes to /. */
export function createAccountPage(user: GuardUser): string | null {
  return user && user.status !== 'UNVERIFIED' ? '/' : null;
}

/** `/`: a visitor goes to /login; everyone else sees the dashboard. */
export function homePage(user: GuardUser): string | null {
  return user ? null : '/login';
}

/**
 * A verified user without a company must create one first (/create-company); a user who has a
 * company, or who may not create one yet (unverified: the demo version), is sent from
 * /create-company to the dashboard, where a login lands too.
 */
export function hasCompany(user: GuardUser, place: GuardPlace): string | null {
  if (!user) return null;
  const onCreate = place.pathname === CREATE_COMPANY_PATH || place.pathname.startsWith(`${CREATE_COMPANY_PATH}/`);
  if (onCreate) return user.company || user.status !== 'VERIFIED' ? HOME_PATH : null;
  return user.status === 'VERIFIED' && !user.company ? CREATE_COMPANY_PATH : null;
}

/** Manage Profile needs a verified e-mail (and a company to manage). */
export function allowManageProfile(user: GuardUser): string | null {
  if (!user) return null;
  return user.status !== 'VERIFIED' || !user.company ? '/vehicles' : null;
}

/**
 * Every guard that applies inside the authenticated area, in order; the first redirect wins. The
 * page-specific ones are matched by path so that each feature's routes need not repeat them.
 */
export function authenticatedAreaRedirect(user: GuardUser, place: GuardPlace): string | null {
  const under = (path: string) => place.pathname === path || place.pathname.startsWith(`${path}/`);
  // Document settings (numbering, templates) belong to the company just as Manage Profile does.
  const isCompanySettings = under(MANAGE_PROFILE_PATH) || under(DOCUMENT_SETTINGS_PATH);
  const rules = [
    authenticated(user, place),
    place.pathname === '/' ? homePage(user) : null,
    hasCompany(user, place),
    isCompanySettings ? allowManageProfile(user) : null,
  ];
  return rules.find((target) => target !== null) ?? null;
}

/** The pages the demo version fills with sample content: the dashboard and the vehicle pages. */
const DEMO_PAGES = ['/vehicles', '/about'];
/** Vehicle pages that only work on a stored vehicle (uploading its documents). */
const STORED_VEHICLE_PAGES = ['/vehicles/upload'];

/**
 * The demo version (an unverified e-mail): every page outside DEMO_PAGES needs the user's own
 * stored data, which the server refuses (403) until the e-mail is verified. Such a page shows one
 * explanation with the way out instead of the error page, also for pages added later.
 */
export function needsVerifiedEmail(user: GuardUser, place: GuardPlace): boolean {
  if (user?.status !== 'UNVERIFIED' || place.pathname === '/') return false;
  const under = (path: string) => place.pathname === path || place.pathname.startsWith(`${path}/`);
  return STORED_VEHICLE_PAGES.some(under) || !DEMO_PAGES.some(under);
}

/**
 * Inside the authenticated layout: the page, or for the demo version `explanation` instead (the
 * auth feature's page, which the router passes in).
 */
export function VerifiedEmailGate({ explanation }: { explanation: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!needsVerifiedEmail(user, { pathname: location.pathname, search: location.search })) return <Outlet />;
  return <Suspense fallback={<PageSpinner />}>{explanation}</Suspense>;
}

type Rule = (user: GuardUser, place: GuardPlace) => string | null;

/** Renders the child routes when the rule lets the user stay, otherwise redirects (replacing history). */
function Guard({ rule, children }: { rule: Rule; children?: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  const target = rule(user, { pathname: location.pathname, search: location.search });
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

export const AuthenticatedGuard = ({ children }: { children?: ReactNode }) => (
  <Guard rule={authenticatedAreaRedirect}>{children}</Guard>
);
export const NotAuthenticatedGuard = ({ children }: { children?: ReactNode }) => (
  <Guard rule={notAuthenticated}>{children}</Guard>
);
export const CreateAccountPageGuard = ({ children }: { children?: ReactNode }) => (
  <Guard rule={createAccountPage}>{children}</Guard>
);
