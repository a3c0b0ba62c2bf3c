import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import QuietAntdIcon from './quiet-antd-icon';

// The build draws every icon of @ant-design/icons with this component (quiet-antd-icons-build.test.ts).
describe('antd’s icons are quiet unless named', () => {
  it('hides an icon nobody named (antd’s own: the spinner, the arrow, the tick)', () => {
    const { container } = render(<QuietAntdIcon icon={DownOutlinedSvg} />);
    expect(screen.queryByRole('img')).toBeNull();
    // Still drawn: only assistive technology no longer hears "down".
    expect(container.querySelector('.anticon-down svg')).not.toBeNull();
  });

  it('keeps the name of an icon its caller named, and what its caller decided', () => {
    render(<QuietAntdIcon icon={DownOutlinedSvg} aria-label="Weitere Registerkarten" />);
    expect(screen.getByRole('img', { name: 'Weitere Registerkarten' })).toBeTruthy();
    const { container } = render(<QuietAntdIcon icon={DownOutlinedSvg} aria-hidden={false} />);
    expect(container.querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('false');
  });
});
