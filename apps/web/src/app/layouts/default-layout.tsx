import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from '../shell/app-header';
import { BACK_TO_TOP_ROOM, BackToTop } from '../shell/back-to-top';

/** The header above the page, without menu: account completion and company creation. */
export function DefaultLayoutFrame() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      {/* Room at the bottom for the back-to-top button; the main region is focused on each new page. */}
      <Layout.Content style={{ padding: `16px 16px ${BACK_TO_TOP_ROOM}px` }}>
        <main id="main" tabIndex={-1} style={{ maxWidth: 1100, margin: '0 auto', outline: 'none' }}>
          <Outlet />
        </main>
      </Layout.Content>
      <BackToTop />
    </Layout>
  );
}
