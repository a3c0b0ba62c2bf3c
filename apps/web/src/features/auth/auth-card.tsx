import { theme, Typography } from 'antd';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/**
 * The card every guest screen (login, register, reset) sits in, on the login layout's background.
 * Drawn from the theme's tokens rather than antd's Card, which would bring its tabs along to the
 * first page a visitor loads.
 */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: 440,
        margin: '0 auto',
        padding: 24,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      {children}
      {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
    </section>
  );
}
