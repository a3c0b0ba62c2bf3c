import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from '../test/contrast';
import { theme } from './antd-providers';

// The theme's text colours keep WCAG AA (4.5:1) on white and on the grey page background; the light
// kit of the guest pages (ui/light/light.css) draws with the same values.

const token = antdTheme.getDesignToken({ token: theme.token });
// Read as text: the tests stub CSS imports.
const lightCss = readFileSync(join(import.meta.dirname, '../ui/light/light.css'), 'utf8');

describe('theme contrast (WCAG AA)', () => {
  it.each(['#ffffff', '#f5f5f5'])('keeps error, placeholder and secondary texts at 4.5:1 on %s', (background) => {
    for (const name of ['colorError', 'colorErrorText', 'colorTextPlaceholder', 'colorTextDescription'] as const)
      expect(contrast(token[name], background), name).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text on the hovered primary button, and the hovered link text, at 4.5:1', () => {
    expect(contrast('#ffffff', token.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorPrimaryHover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the light kit with the same red, hover and placeholder colours', () => {
    expect(lightCss).not.toMatch(/#ff4d4f|#4373e6/i);
    expect(lightCss).toContain(theme.token.colorError);
    expect(lightCss).toContain(theme.token.colorPrimaryHover);
    expect(lightCss).toMatch(
      new RegExp(`::placeholder \\{\\s*color: ${theme.token.colorTextPlaceholder.replace(/[()]/g, '\\$&')}`),
    );
  });

  it('underlines the light kit’s links inside running text (the agreement sentence, "Already have an account? Log in")', () => {
    expect(lightCss).toMatch(/\.lk-check-label a,\s*\.lk-paragraph a,\s*\.lk-running-text a \{\s*text-decoration: underline;/);
  });
});
