import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

export function BackToTop() {
  const { t } = useTranslation();
  return (
    <FloatButton.BackTop
      duration={300}
      visibilityHeight={400}
      icon={<VerticalAlignTopOutlined />}
      aria-label={t('shell.header.backToTop')}
      tooltip={t('shell.header.backToTop')}
    />
  );
}
