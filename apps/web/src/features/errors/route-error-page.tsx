import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunk } from '../../app/chunk-reload';
import { ErrorsLayoutFrame } from '../../app/layouts/errors-layout';
import { openContactSupport } from '../../app/shell/contact-support';
import { PageSpinner } from '../../ui/page-spinner';

/**
 * What the router shows when a page fails to load or throws: a stale chunk reloads the page once;
 * anything else shows the server-error texts. This file is in the first chunk, because chunks may
 * be exactly what fails, so it stays small (no illustrations). The router mounts the support
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
      <Flex vertical align="center" gap={8} style={{ padding: '10vh 16px', textAlign: 'center' }}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {notFound ? t('common.errors.notFoundTitle') : t('common.errors.serverTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{notFound ? t('common.errors.notFoundText') : t('common.errors.serverText')}</Typography.Paragraph>
        <Flex wrap gap={8} justify="center">
          {/* A full load: the router itself may be what failed. */}
          <Button type="primary" onClick={() => window.location.assign('/')}>
            {t('common.errors.backHome')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('shell.errorPages.reload')}</Button>
          <Button onClick={openContactSupport}>{t('shell.menu.contactSupport')}</Button>
        </Flex>
      </Flex>
    </ErrorsLayoutFrame>
  );
}
