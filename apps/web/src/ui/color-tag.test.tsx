import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrast } from '../test/contrast';
import { ColorTag, type TagColor } from './color-tag';

// antd's preset tags draw their text in palette 6 on palette 1; green and gold fall below 4.5:1.
const PALE: Partial<Record<TagColor, string>> = { green: '#f6ffed', gold: '#fffbe6', orange: '#fff7e6' };

describe('ColorTag', () => {
  it.each(['green', 'gold', 'orange'] as const)('draws a %s tag’s text at 4.5:1 on its background', (color) => {
    render(<ColorTag color={color}>{`Entwurf ${color}`}</ColorTag>);
    const text = screen.getByText(`Entwurf ${color}`).style.color;
    expect(text).not.toBe('');
    const [r, g, b] = text.match(/\d+/g)!.map(Number);
    expect(contrast(`rgba(${r}, ${g}, ${b}, 1)`, PALE[color]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the caller’s style and leaves the colours that pass as antd draws them', () => {
    render(
      <>
        <ColorTag color="green" style={{ alignSelf: 'flex-start' }}>
          Aktuell
        </ColorTag>
        <ColorTag color="blue">Ankauf</ColorTag>
      </>,
    );
    expect(screen.getByText('Aktuell').style.alignSelf).toBe('flex-start');
    expect(screen.getByText('Ankauf').style.color).toBe('');
  });
});
