import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from '../shell/app-header';
import { BACK_TO_TOP_ROOM, BackToTop } from '../shell/back-to-top';

/** The header above the page, without menu: account completion and company creation. */
export function DefaultLayoutFrame() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      {/* Layout.Content is the page's one main landmark (antd renders it as <main>), focused on each new
          page; room at the bottom for the back-to-top button. */}
      <Layout.Content id="main" tabIndex={-1} style={{ padding: `16px 16px ${BACK_TO_TOP_ROOM}px`, outline: 'none' }}>
        <div style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Outlet />
        </div>
      </Layout.Content>
      <BackToTop />
    </Layout>
  );
}
