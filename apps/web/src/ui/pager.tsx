import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGER_BUTTONS } from '@kontor/domain/constants';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

type PagerItem = number | 'gap-before' | 'gap-after';

/**
 * The pager's buttons: at most `buttons` (9) items, always the first and the last page, the
 * current page with its neighbours, and a gap where pages are left out.
 */
export function pagerItems(current: number, pageCount: number, buttons = PAGER_BUTTONS): PagerItem[] {
  if (pageCount <= buttons) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const inner = buttons - 2; // slots between first and last
  const side = Math.floor((inner - 3) / 2); // neighbours on each side of the current page when gaps are on both sides
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (current <= inner - side) return [...range(1, buttons - 2), 'gap-after', pageCount];
  if (current >= pageCount - (inner - side) + 1) return [1, 'gap-before', ...range(pageCount - (buttons - 3), pageCount)];
  return [1, 'gap-before', ...range(current - side, current + side), 'gap-after', pageCount];
}

type PagerProps = { current: number; pageCount: number; onChange(page: number): void };

/** Pages of a list: previous, at most nine page buttons (PAGER_BUTTONS), next. Real buttons, so the keyboard works. */
export function Pager({ current, pageCount, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('common.pager.label')}>
      <Flex gap={4} wrap align="center">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('common.pager.previous')}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        />
        {pagerItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              type={item === current ? 'primary' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('common.pager.page', { page: item })}
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
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t('common.pager.next')}
          disabled={current >= pageCount}
          onClick={() => onChange(current + 1)}
        />
      </Flex>
    </nav>
  );
}
