import { CloseCircleFilled } from '@ant-design/icons';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The × that empties a select or a search box is a real button, a tab stop after the field.
// antd names a select's "Clear" in every language and a search box's after its icon
// ("close-circle"); these name it in the UI language. app/base.css shows a select's × while focus
// is in the select (antd shows it only under the mouse), so a keyboard user sees where focus is.

/** `allowClear` of a Select whose value may be emptied. */
export function useSelectClear(): { clearIcon: ReactNode; label: string } {
  const { t } = useTranslation();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-hidden />, label: t('common.clearSelection') }), [t]);
}

/** `allowClear` of a search box (antd's Input). */
export function useSearchClear(): { clearIcon: ReactNode } {
  const { t } = useTranslation();
  // icon-keeps-name: antd gives the search box's clear <button> no label of its own; the icon's translated label names it.
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('common.clearSearch')} /> }), [t]);
}
