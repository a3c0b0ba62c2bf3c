import { Drawer, Grid, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '../shell/app-header';
import { BACK_TO_TOP_ROOM, BackToTop } from '../shell/back-to-top';
import { NotificationBanner } from '../shell/notification-banner';
import { PageSpinner } from '../../ui/page-spinner';
import { SideMenu } from '../shell/side-menu';
import { CREATE_COMPANY_PATH } from '../guards';
import { DefaultLayoutFrame } from './default-layout';

// Below antd's `lg` breakpoint (992 px) the side menu leaves the page and opens as a drawer from
// the burger in the header.
const SIDER_WIDTH = 240;

function AuthenticatedFrame() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  // One shorthand, not padding and paddingBottom: React would write only the changed padding, losing the bottom.
  const pad = wide ? 24 : 12;
  const { pathname } = useLocation();
  // Where the drawer was opened: closed by a move to another page, it leaves focus to that page
  // (app/use-page-change-focus.ts) instead of giving it back to the burger.
  const [drawer, setDrawer] = useState({ open: false, openedOn: pathname });
  const closeDrawer = () => setDrawer((shown) => ({ ...shown, open: false }));
  // The drawer belongs to the narrow layout. A window widened with it open shows the sider instead, and
  // narrowed again it starts with the menu closed, as a phone turned back does: not a drawer mounted anew
  // that slides in by itself over the page.
  if (wide && drawer.open) setDrawer({ ...drawer, open: false });

  // Creating the company comes before everything else: no menu, no banner.
  if (pathname === CREATE_COMPANY_PATH) return <DefaultLayoutFrame />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="kontor-skip">
        {t('shell.skipToContent')}
      </a>
      {wide ? (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ borderInlineEnd: '1px solid #e5e7eb', position: 'sticky', top: 0, height: '100vh' }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <div className="kontor-brand">{t('common.appName')}</div>
            <SideMenu />
          </div>
        </Layout.Sider>
      ) : (
        <Drawer
          placement="left"
          open={drawer.open}
          onClose={closeDrawer}
          focusable={{ focusTriggerAfterClose: drawer.openedOn === pathname }}
          size={SIDER_WIDTH + 40}
          title={t('common.appName')}
          closable={{ 'aria-label': t('shell.menu.close') }}
          styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        >
          <SideMenu onNavigate={closeDrawer} />
        </Drawer>
      )}
      <Layout>
        <AppHeader withMenu onOpenMenu={wide ? undefined : () => setDrawer({ open: true, openedOn: pathname })} />
        {/* Focused on each new page (app/use-page-change-focus.ts); room at the bottom for the back-to-top button. */}
        <Layout.Content id="main" tabIndex={-1} style={{ padding: `${pad}px ${pad}px ${BACK_TO_TOP_ROOM}px`, outline: 'none' }}>
          <NotificationBanner />
          {/* Layout.Content is the page's one main landmark (antd renders it as <main>). */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <BackToTop />
      </Layout>
    </Layout>
  );
}

/** Side menu, header and notification banner, for logged-in users only (see AuthenticatedArea, which brings antd's providers). */
export default AuthenticatedFrame;
