import type { ReactNode } from 'react';
import { useTabTitle } from '../../app/page-title';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/**
 * The card every guest screen (login, register, reset) sits in, on the login layout's background; its
 * title names the browser tab too. Plain elements with antd's card look (ui/light), so the first page
 * a visitor loads needs no antd.
 */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useTabTitle(title);
  return (
    <section
      style={{
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: 440,
        margin: '0 auto',
        padding: 24,
        background: '#fff',
        border: '1px solid #f0f0f0',
        borderRadius: 8,
      }}
    >
      <h1 className="lk-title" style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </h1>
      {intro ? <div className="lk-paragraph lk-secondary">{intro}</div> : null}
      {children}
      {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
    </section>
  );
}
