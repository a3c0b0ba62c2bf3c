import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../test/screen-test-kit';
import { errorsRoutes, notFoundRoute } from './errors.routes';

const en = catalogs.en;

setUpScreenTests();

const routes = [...errorsRoutes, notFoundRoute];
const heading = () => screen.findByRole('heading', { level: 1 });

describe('the error pages', () => {
  it('shows a missing thing (/errors?code=404) exactly like a missing page', async () => {
    renderScreen(routes, '/no/such/page');
    const page = (await heading()).closest('.ant-result')!.outerHTML;
    cleanup();
    renderScreen(routes, '/errors?code=404');
    expect((await heading()).textContent).toBe(en.common.errors.notFoundTitle);
    expect((await heading()).closest('.ant-result')!.outerHTML).toBe(page);
  });

  it('shows antd’s pictures of a missing page and a server error without their English names', async () => {
    for (const path of ['/no/such/page', '/errors/500']) {
      renderScreen(routes, path);
      await heading();
      // antd's pictures title themselves "No Found" and "Server Error" in every language.
      const picture = document.querySelector('.ant-result svg')!;
      expect(picture.querySelector('title')?.textContent).toMatch(/^(No Found|Server Error)$/);
      expect(picture.closest('[aria-hidden="true"]'), path).not.toBeNull();
      cleanup();
    }
  });

  it('shows a server error code like /sorry', async () => {
    renderScreen(routes, '/errors?code=500');
    expect((await heading()).textContent).toBe(en.common.errors.serverTitle);
    expect(screen.getByText(en.common.errors.serverText)).toBeTruthy();
  });

  it('titles a known code in words and shows its text', async () => {
    renderScreen(routes, '/errors?code=403');
    expect((await heading()).textContent).toBe(en.shell.errorPages.codeTitle);
    expect(screen.getByText(en.errors['403'])).toBeTruthy();
  });

  it('names an unknown code, and never shows a bare "?"', async () => {
    renderScreen(routes, '/errors?code=777');
    expect((await heading()).textContent).toBe(en.shell.errorPages.unknownTitle);
    expect(screen.getByText('An unknown error occurred (code 777).')).toBeTruthy();
    cleanup();
    renderScreen(routes, '/errors');
    expect((await heading()).textContent).toBe(en.shell.errorPages.unknownTitle);
    expect(screen.getByText(en.shell.errorPages.noCode)).toBeTruthy();
    expect(document.body.textContent).not.toContain('?');
  });
});
