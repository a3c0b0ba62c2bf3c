import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from '../shell/app-header';
import { BackToTop } from '../shell/back-to-top';

/** The header above the page, without menu: account completion and company creation. */
export function DefaultLayoutFrame() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ padding: 16 }}>
        <main style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Outlet />
        </main>
      </Layout.Content>
      <BackToTop />
    </Layout>
  );
}
