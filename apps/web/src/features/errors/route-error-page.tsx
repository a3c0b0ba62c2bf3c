import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunk } from '../../app/chunk-reload';
import { ErrorsLayoutFrame } from '../../app/layouts/errors-layout';
import { openContactSupport } from '../../app/shell/contact-support';
import { Button } from '../../ui/light/light-controls';
import { PageSpinner } from '../../ui/page-spinner';

/**
 * What the router shows when a page fails to load or throws: a stale chunk reloads the page once;
 * anything else shows the server-error texts. This file is in the first chunk, because chunks may
 * be exactly what fails, so it stays small (no illustrations, ui/light instead of antd). The router mounts the support
 * dialog beside it (the root layout, which has it otherwise, is what this page replaces).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForChunk());
  useEffect(() => {
    if (!reloading && !isRouteErrorResponse(error)) console.error(error);
  }, [error, reloading]);
  if (reloading) return <PageSpinner />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorsLayoutFrame>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 8,
          padding: '10vh 16px',
          textAlign: 'center',
        }}
      >
        <h1 className="lk-title" style={{ fontSize: 28, margin: 0 }}>
          {notFound ? t('common.errors.notFoundTitle') : t('common.errors.serverTitle')}
        </h1>
        <p className="lk-paragraph lk-secondary">{notFound ? t('common.errors.notFoundText') : t('common.errors.serverText')}</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
          {/* A full load: the router itself may be what failed. */}
          <Button type="primary" onClick={() => window.location.assign('/')}>
            {t('common.errors.backHome')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('shell.errorPages.reload')}</Button>
          <Button onClick={openContactSupport}>{t('shell.menu.contactSupport')}</Button>
        </div>
      </div>
    </ErrorsLayoutFrame>
  );
}
