import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the user is in adding a vehicle: search, data, documents. */
export function AddSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      current={current}
      style={{ marginBottom: 0 }}
      items={[
        { title: t('vehicles.add.steps.search') },
        { title: t('vehicles.add.steps.data') },
        { title: t('vehicles.add.steps.documents') },
      ]}
    />
  );
}
