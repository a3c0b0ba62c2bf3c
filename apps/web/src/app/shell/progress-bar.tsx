import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeInFlight } from '../api-client';

// Quick answers never flash a bar; a slow one shows it after 200 ms, and it gives up after 5 s so a
// long upload does not leave a bar hanging over the page.
const PROGRESS_DELAY_MS = 200;
const PROGRESS_MAX_MS = 5000;

export function ProgressBar() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      showTimer = hideTimer = undefined;
      setVisible(false);
    };
    const unsubscribe = subscribeInFlight((count) => {
      if (count === 0) return stop();
      if (showTimer) return;
      showTimer = setTimeout(() => {
        setVisible(true);
        hideTimer = setTimeout(() => setVisible(false), PROGRESS_MAX_MS - PROGRESS_DELAY_MS);
      }, PROGRESS_DELAY_MS);
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, []);
  if (!visible) return null;
  return <div className="kontor-progress" role="progressbar" aria-label={t('shell.loading')} />;
}
