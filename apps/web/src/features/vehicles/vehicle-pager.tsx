import { PAGER_BUTTONS } from '@kontor/domain/constants';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

type Item = number | 'gap-before' | 'gap-after';

/** At most 9 items: first and last page always, the current one with its neighbours, gaps between. */
export function pagerItems(current: number, pageCount: number, buttons = PAGER_BUTTONS): Item[] {
  if (pageCount <= buttons) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const side = Math.floor((buttons - 5) / 2);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (current <= buttons - 2 - side) return [...range(1, buttons - 2), 'gap-after', pageCount];
  if (current >= pageCount - (buttons - 2 - side) + 1) return [1, 'gap-before', ...range(pageCount - (buttons - 3), pageCount)];
  return [1, 'gap-before', ...range(current - side, current + side), 'gap-after', pageCount];
}

/** The list's pager: groups of 50, a row of at most 9 page buttons. */
export function VehiclePager({ page, pageCount, onChange }: { page: number; pageCount: number; onChange(page: number): void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('vehicles.list.pager')}>
      <Flex gap={4} wrap justify="center" style={{ marginTop: 16 }}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('vehicles.list.previous')}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        />
        {pagerItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              type={item === page ? 'primary' : 'default'}
              aria-label={t('vehicles.list.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} aria-hidden style={{ padding: '4px 2px' }}>
              …
            </span>
          ),
        )}
        <Button
          icon={<RightOutlined />}
          aria-label={t('vehicles.list.next')}
          disabled={page >= pageCount}
          onClick={() => onChange(page + 1)}
        />
      </Flex>
    </nav>
  );
}
