import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DemoBanner, useDemo } from './use-demo';

/**
 * The top of the dashboard and of the vehicle list: the demo version's banner, the title, and the
 * way to add a vehicle after the page's own `actions` (the demo version asks to verify instead).
 */
export function VehiclesHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const demo = useDemo();
  return (
    <>
      {demo.isDemo && <DemoBanner />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap>
          {actions}
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/manual'))}
          >
            {t('vehicles.list.add')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
