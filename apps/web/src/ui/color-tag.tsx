import { Tag, type TagProps } from 'antd';

export type TagColor = 'green' | 'gold' | 'orange' | 'blue' | 'purple' | 'red' | 'default';

/**
 * Darker text for the tag colours whose antd text falls below 4.5:1 on the tag's own pale
 * background (WCAG AA): green #389e0d on #f6ffed has 3.37:1, gold #d48806 on #fffbe6 2.75:1. These
 * are the same hues one step darker (antd's palette 8); the others pass as they are.
 */
export const TAG_TEXT_COLORS: Partial<Record<TagColor, string>> = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
};

/** antd's Tag in one of the preset colours, its text dark enough to read. */
export function ColorTag({ color, style, ...rest }: Omit<TagProps, 'color'> & { color: TagColor }) {
  const text = TAG_TEXT_COLORS[color];
  return <Tag color={color} style={text ? { ...style, color: text } : style} {...rest} />;
}
