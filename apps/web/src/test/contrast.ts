// WCAG 2 contrast ratio of two CSS colours, for the tests that keep texts readable (AA: 4.5:1).

/** [r, g, b] of `#rrggbb` or `rgba(r, g, b, a)`, an alpha colour laid over `background`. */
function rgb(color: string, background: [number, number, number] = [255, 255, 255]): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)) as [number, number, number];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unknown colour ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number) as [number, number, number, number?];
  return [r, g, b].map((part, index) => Math.round(part * a + background[index]! * (1 - a))) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (part: number) => {
    const c = part / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(text: string, background: string): number {
  const bg = rgb(background);
  const [light, dark] = [luminance(rgb(text, bg)), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
