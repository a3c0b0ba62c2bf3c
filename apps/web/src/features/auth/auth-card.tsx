import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The card every guest screen (login, register, reset) sits in, on the login layout's background. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Card style={{ width: '100%', maxWidth: 440, margin: '0 auto' }} styles={{ body: { padding: 24 } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      {children}
      {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
    </Card>
  );
}
