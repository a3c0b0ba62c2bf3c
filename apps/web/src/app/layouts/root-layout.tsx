import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { reportUnshownFailure, setApiHooks } from '../api-client';
import { chunksLoaded } from '../chunk-reload';
import { errorNotice } from '../error-notice';
import { notify } from '../../ui/light/light-notify';
import { ProgressBar } from '../shell/progress-bar';
import { usePageChangeFocus } from '../use-page-change-focus';

/**
 * Around every page: the api client's error notifications, the progress bar, focus and scroll on a
 * new page (every layout's, the guest pages' too), and `children`: the app-wide dialogs that the
 * router brings from the features (the support dialog).
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  usePageChangeFocus();
  // antd's notification where antd is mounted, a light one on the guest pages (see light-notify).
  useEffect(() => {
    setApiHooks({
      notifyError: (code, keptUntil) => notify.error(errorNotice(t, code, keptUntil)),
    });
  }, [t]);
  // A failed save must say so even when its form forgot to: an error that escapes unshown is told here.
  useEffect(() => {
    const onUnhandled = (event: PromiseRejectionEvent) => {
      if (reportUnshownFailure(event.reason)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    return () => window.removeEventListener('unhandledrejection', onUnhandled);
  }, []);
  // Reaching here means the page's chunks loaded; a later stale chunk may reload once more.
  useEffect(chunksLoaded, []);
  return (
    <>
      <ProgressBar />
      <Outlet />
      {children}
    </>
  );
}
