import {
  CarOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session';
import { openContactSupport } from './contact-support';
import { StorageBar } from './storage-bar';

// Only features that exist are in the menu.
const ROUTES = {
  vehicles: '/vehicles',
  sales: '/selling',
  purchases: '/buying',
  serviceInvoices: '/other-documents/service-invoices',
  canceledTrades: '/other-documents/canceled-trades',
  customers: '/customers',
  manageProfile: '/settings/manage-profile',
  subscriptions: '/settings/subscriptions',
  documentSettings: '/settings/document',
  datevExport: '/settings/document/datev',
  auditTrail: '/settings/audit-trail',
} as const;

/**
 * The menu item that belongs to a path: the dashboard at / and the vehicle pages are Vehicles; the
 * sales overview and the sale wizard are Sales, the purchases overview and the purchase wizard
 * Purchases; a service invoice's page is Service invoices.
 */
function activeMenuKey(pathname: string): string | undefined {
  if (pathname === '/' || pathname.startsWith('/vehicles')) return 'vehicles';
  if (pathname === '/selling' || pathname.startsWith('/selling/')) return 'sales';
  if (pathname === '/buying' || pathname.startsWith('/buying/')) return 'purchases';
  // The list and the add page (/other-documents/service-invoices/add-invoice/…) are one item.
  if (pathname === '/other-documents/service-invoices' || pathname.startsWith('/other-documents/service-invoices/'))
    return 'serviceInvoices';
  if (pathname.startsWith('/other-documents/canceled-trades')) return 'canceledTrades';
  if (pathname.startsWith('/customers')) return 'customers';
  if (pathname.startsWith('/settings/manage-profile')) return 'manageProfile';
  if (pathname.startsWith('/settings/subscriptions')) return 'subscriptions';
  if (pathname.startsWith('/settings/document/datev')) return 'datevExport';
  if (pathname.startsWith('/settings/audit-trail')) return 'auditTrail';
  if (pathname.startsWith('/settings/document')) return 'documentSettings';
  return undefined;
}

/** The group to show open at first: the one of the page shown. */
function openGroup(active: string | undefined): string[] {
  if (['manageProfile', 'subscriptions', 'documentSettings', 'datevExport', 'auditTrail'].includes(active ?? ''))
    return ['settings'];
  if (active === 'serviceInvoices' || active === 'canceledTrades') return ['otherDocuments'];
  return [];
}

/** The side menu; `onNavigate` lets the narrow-screen drawer close after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unverified = user?.status !== 'VERIFIED';
  const active = activeMenuKey(pathname);

  const items: MenuProps['items'] = [
    { key: 'vehicles', icon: <CarOutlined aria-hidden />, label: t('shell.menu.vehicles') },
    { key: 'sales', icon: <ShoppingCartOutlined aria-hidden />, label: t('shell.menu.sales') },
    { key: 'purchases', icon: <ShoppingOutlined aria-hidden />, label: t('shell.menu.purchases') },
    {
      key: 'otherDocuments',
      icon: <FileTextOutlined aria-hidden />,
      label: t('shell.menu.otherDocuments'),
      children: [
        { key: 'serviceInvoices', label: t('shell.menu.serviceInvoices') },
        { key: 'canceledTrades', label: t('shell.menu.canceledTrades') },
      ],
    },
    { key: 'customers', icon: <TeamOutlined aria-hidden />, label: t('shell.menu.customers') },
    {
      key: 'settings',
      icon: <SettingOutlined aria-hidden />,
      label: t('shell.menu.settings'),
      children: [
        { key: 'manageProfile', label: t('shell.menu.manageProfile'), disabled: unverified || !user?.company },
        // The company subscribes; disabled while the e-mail is unverified.
        { key: 'subscriptions', label: t('subscriptions.menu'), disabled: unverified || !user?.company },
        // Invoice numbering and templates belong to a company; the demo version has none.
        { key: 'documentSettings', label: t('shell.menu.documentSettings'), disabled: unverified || !user?.company },
        // The DATEV export of the company's invoices, beside the document settings.
        { key: 'datevExport', label: t('datevExport.menu'), disabled: unverified || !user?.company },
        // Who issued, cancelled, deleted or exported what (GoBD), readable by the company.
        { key: 'auditTrail', label: t('auditTrail.menu'), disabled: unverified || !user?.company },
      ],
    },
    { key: 'contactSupport', icon: <CustomerServiceOutlined aria-hidden />, label: t('shell.menu.contactSupport') },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('shell.menu.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'contactSupport') openContactSupport();
    else if (key === 'logout') void logout();
    else if (key in ROUTES) navigate(ROUTES[key as keyof typeof ROUTES]);
    onNavigate?.();
  };

  return (
    <nav aria-label={t('shell.menu.label')} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={active ? [active] : []}
        defaultOpenKeys={openGroup(active)}
        onClick={onClick}
        style={{ borderInlineEnd: 'none', flex: 1, overflowY: 'auto' }}
      />
      {user?.company ? <StorageBar usedStorage={user.company.usedStorage} storageSize={user.company.storageSize} /> : null}
      {/* The legal notice stays one step away behind the login too (§ 5 DDG: always available). */}
      <Link to="/impressum" onClick={() => onNavigate?.()} style={{ padding: '8px 24px 16px', fontSize: 13 }}>
        {t('shell.legalNotice')}
      </Link>
    </nav>
  );
}
