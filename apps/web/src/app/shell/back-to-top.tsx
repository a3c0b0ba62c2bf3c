import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

/** antd's size of a float button (the theme's controlHeightLG). */
const BUTTON_SIZE = 40;
/** How far above the window's bottom edge it floats (antd's default, set here so the room below agrees). */
const BUTTON_BOTTOM = 48;

/**
 * The room a page keeps free under its last control: the button floats over the content, and at
 * 375 px it covered the last controls (Make cost estimate, a key-list result's Choose, the last
 * line's delete) with no way to scroll them out from under it.
 */
export const BACK_TO_TOP_ROOM = BUTTON_BOTTOM + BUTTON_SIZE + 8;

export function BackToTop() {
  const { t } = useTranslation();
  return (
    <FloatButton.BackTop
      duration={300}
      visibilityHeight={400}
      icon={<VerticalAlignTopOutlined aria-hidden />}
      aria-label={t('shell.header.backToTop')}
      tooltip={t('shell.header.backToTop')}
      style={{ bottom: BUTTON_BOTTOM }}
    />
  );
}
