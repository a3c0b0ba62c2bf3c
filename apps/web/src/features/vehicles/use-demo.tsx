import { todayInBerlin } from '@kontor/domain/business-calendar';
import { demoVehicles, isDemoId } from '@kontor/domain/demo';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Alert, App, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { ResendVerificationLink } from '../../app/shell/resend-verification-link';

/**
 * The demo version: a user whose e-mail is not verified sees sample vehicles, and every action that
 * would store something asks for the verification instead.
 */
export function useDemo(): { isDemo: boolean; vehicles: Vehicle[]; askToVerify(): void } {
  const { t } = useTranslation();
  const { user } = useSession();
  const { modal } = App.useApp();
  const isDemo = user?.status === 'UNVERIFIED';
  const vehicles = useMemo(() => (isDemo ? demoVehicles(todayInBerlin()) : []), [isDemo]);
  const askToVerify = () => {
    // The code box is in the notice at the top of every page of the demo version.
    modal.info({
      title: t('vehicles.demo.verifyTitle'),
      content: t('vehicles.demo.verifyText'),
      okText: t('vehicles.demo.verifyAction'),
    });
  };
  return { isDemo, vehicles, askToVerify };
}

/**
 * The vehicle page's view of the demo version: `sample` is the sample vehicle the id names (shown
 * read-only), `leave` is true when the page has nothing to show (an unverified user with the id of
 * a stored vehicle, which the server would refuse, or a verified user with a sample id).
 */
export function useDemoVehicle(id: string | undefined): { sample: Vehicle | undefined; leave: boolean } {
  const { isDemo, vehicles } = useDemo();
  const sampleId = Boolean(id && isDemoId(id));
  const sample = sampleId && isDemo ? vehicles.find((vehicle) => vehicle.id === id) : undefined;
  return { sample, leave: isDemo ? !sample : sampleId };
}

/** The read-only notice above a sample vehicle: what it is, and how to add one's own. */
export function SampleVehicleHint() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Alert
      type="info"
      showIcon
      title={t('auth.demo.vehicleHint')}
      description={user ? <ResendVerificationLink email={user.email} /> : undefined}
    />
  );
}

export function DemoBanner() {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t('vehicles.demo.banner')} style={{ marginBottom: 16 }} />;
}

/**
 * Marks a sample vehicle. antd's orange text on its orange background reaches only about 3.9:1;
 * the darker text keeps 4.5:1 (WCAG AA).
 */
export function SampleTag() {
  const { t } = useTranslation();
  return (
    <Tag color="orange" style={{ alignSelf: 'flex-start', color: '#ad4e00' }}>
      {t('vehicles.demo.tag')}
    </Tag>
  );
}
