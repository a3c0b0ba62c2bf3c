import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  allowManageProfile,
  authenticated,
  authenticatedAreaRedirect,
  AuthenticatedGuard,
  createAccountPage,
  hasCompany,
  homePage,
  needsVerifiedEmail,
  notAuthenticated,
  type GuardUser,
} from './guards';

const company = {
  id: 'c1',
  legalName: 'Autohaus GmbH',
  smallBusiness: false,
  status: 'VERIFIED' as const,
  usedStorage: 0,
  storageSize: 1,
};
const unverified: GuardUser = { status: 'UNVERIFIED', company: null };
const verifiedNoCompany: GuardUser = { status: 'VERIFIED', company: null };
const dealer: GuardUser = { status: 'VERIFIED', company };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('guards: where each user may go and where instead', () => {
  it('authenticated: a visitor goes to /login', () => {
    expect(authenticated(null)).toBe('/login');
    expect(authenticated(null, { pathname: '/', search: '' })).toBe('/login');
    expect(authenticated(null, { pathname: '/customers', search: '?search=M%C3%BCller' })).toBe(
      '/login?redirect=%2Fcustomers%3Fsearch%3DM%25C3%25BCller',
    );
    expect(authenticated(dealer, { pathname: '/customers', search: '' })).toBeNull();
    expect(authenticated(dealer)).toBeNull();
    expect(authenticated(unverified)).toBeNull();
  });

  it('notAuthenticated: a logged-in user on /login goes to /, unless a token query is present', () => {
    expect(notAuthenticated(null, at('/login'))).toBeNull();
    expect(notAuthenticated(dealer, at('/login'))).toBe('/');
    expect(notAuthenticated(unverified, at('/register'))).toBe('/');
    expect(notAuthenticated(dealer, at('/login', '?token=abc'))).toBeNull();
  });

  it('createAccountPage: only visitors and unverified users complete an account', () => {
    expect(createAccountPage(null)).toBeNull();
    expect(createAccountPage(unverified)).toBeNull();
    expect(createAccountPage(dealer)).toBe('/');
    expect(createAccountPage(verifiedNoCompany)).toBe('/');
  });

  it('homePage: a visitor at / goes to /login', () => {
    expect(homePage(null)).toBe('/login');
    expect(homePage(dealer)).toBeNull();
  });

  it('hasCompany: a verified user without company must create one; one with a company may not create another', () => {
    expect(hasCompany(verifiedNoCompany, at('/vehicles'))).toBe('/create-company');
    expect(hasCompany(verifiedNoCompany, at('/create-company'))).toBeNull();
    // The company set up, the dealer lands where a login lands: the dashboard.
    expect(hasCompany(dealer, at('/create-company'))).toBe('/');
    expect(hasCompany(dealer, at('/customers'))).toBeNull();
    // The demo version: unverified users look around without a company, and cannot create one yet.
    expect(hasCompany(unverified, at('/vehicles'))).toBeNull();
    expect(hasCompany(unverified, at('/create-company'))).toBe('/');
  });

  it('allowManageProfile: unverified users go to /vehicles', () => {
    expect(allowManageProfile(unverified)).toBe('/vehicles');
    expect(allowManageProfile(dealer)).toBeNull();
  });

  it('applies the rules of the authenticated area in order', () => {
    expect(authenticatedAreaRedirect(null, at('/'))).toBe('/login');
    expect(authenticatedAreaRedirect(null, at('/customers'))).toBe('/login?redirect=%2Fcustomers');
    expect(authenticatedAreaRedirect(unverified, at('/settings/document'))).toBe('/vehicles');
    expect(authenticatedAreaRedirect(dealer, at('/settings/document'))).toBeNull();
    expect(authenticatedAreaRedirect(verifiedNoCompany, at('/settings/manage-profile'))).toBe('/create-company');
    expect(authenticatedAreaRedirect(unverified, at('/settings/manage-profile'))).toBe('/vehicles');
    expect(authenticatedAreaRedirect(unverified, at('/vehicles'))).toBeNull();
    expect(authenticatedAreaRedirect(dealer, at('/settings/manage-profile', '?fromNotification=true'))).toBeNull();
    expect(authenticatedAreaRedirect(dealer, at('/'))).toBeNull();
  });

  it('needsVerifiedEmail: the demo version sees its sample pages, and an explanation on every other page', () => {
    for (const path of ['/', '/vehicles', '/vehicles/demo-1', '/vehicles/manual', '/about'])
      expect(needsVerifiedEmail(unverified, at(path))).toBe(false);
    for (const path of [
      '/customers',
      '/service-invoices',
      '/canceled-trades',
      '/other-documents/canceled-trades',
      '/vehicles-archive',
      '/vehicles/upload',
    ])
      expect(needsVerifiedEmail(unverified, at(path))).toBe(true);
    expect(needsVerifiedEmail(dealer, at('/customers'))).toBe(false);
    expect(needsVerifiedEmail(null, at('/customers'))).toBe(false);
  });

  it('redirects in the browser: a visitor opening a page of the authenticated area lands on /login', async () => {
    const router = createMemoryRouter(
      [
        { element: <AuthenticatedGuard />, children: [{ path: '/customers', element: <p>customers</p> }] },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/customers'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
