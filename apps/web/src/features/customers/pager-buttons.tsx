import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagerItems } from './pager';

type PagerProps = { current: number; pageCount: number; onChange(page: number): void };

/** Pages of a list: previous, at most nine page buttons (SPEC.md §9), next. Real buttons, so the keyboard works. */
export function Pager({ current, pageCount, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('customers.pager.label')}>
      <Flex gap={4} wrap align="center">
        <Button icon={<LeftOutlined />} aria-label={t('customers.pager.previous')} disabled={current <= 1} onClick={() => onChange(current - 1)} />
        {pagerItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              type={item === current ? 'primary' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('customers.pager.page', { page: item })}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} aria-hidden style={{ padding: '0 4px' }}>
              …
            </span>
          ),
        )}
        <Button icon={<RightOutlined />} aria-label={t('customers.pager.next')} disabled={current >= pageCount} onClick={() => onChange(current + 1)} />
      </Flex>
    </nav>
  );
}
