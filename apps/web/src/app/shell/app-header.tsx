import { DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { Button, Dropdown, Flex, Grid, Layout, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitleKey } from '../page-title';
import { useSession } from '../session';
import { trialDaysLeft } from '../../ui/trial-days';
import { LanguageSwitcher } from './language-switcher';

type AppHeaderProps = {
  /** The page has the side menu (with its own logout); false in the default layout. */
  withMenu?: boolean;
  /** The burger that opens the side menu on narrow screens. */
  onOpenMenu?: () => void;
};

/**
 * Title, language switcher and profile menu; users without a company see no profile menu. The title
 * is the page's one h1: the page's own title wherever there is a menu (also in the demo, without a
 * company), the app's name on the menuless pages (creating the company), which title their card.
 */
export function AppHeader({ withMenu = false, onOpenMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const titleKey = usePageTitleKey();
  const narrow = !(Grid.useBreakpoint().sm ?? true);
  const withCompany = Boolean(user?.company);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';

  const items: MenuProps['items'] = user
    ? [
        { key: 'name', label: name, disabled: true, style: { color: 'rgba(0,0,0,0.88)', fontWeight: 600 } },
        {
          key: 'publicId',
          label: t('shell.header.publicId', { id: user.publicId }),
          disabled: true,
          style: { color: 'rgba(0,0,0,0.65)' },
        },
        ...(user.isFreeTrialPlan
          ? [
              {
                key: 'trial',
                label: t('shell.header.trialDays', { count: trialDaysLeft(user.subscriptionEndDay, todayInBerlin()) }),
                disabled: true,
                style: { color: 'rgba(0,0,0,0.65)' },
              },
            ]
          : []),
        { type: 'divider' as const },
        { key: 'logout', label: t('shell.header.logout'), icon: <LogoutOutlined aria-hidden />, onClick: () => void logout() },
      ]
    : [];

  return (
    <Layout.Header
      style={{
        background: '#fff',
        paddingInline: 16,
        height: 56,
        lineHeight: '56px',
        borderBottom: '1px solid #e5e7eb',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" gap={12} style={{ height: '100%' }}>
        {onOpenMenu ? (
          <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('shell.menu.open')} onClick={onOpenMenu} />
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* On a phone the title may take two lines ("Stornierte Vorgänge" was cut to "Stornierte Vo…"). */}
          <Typography.Title
            level={1}
            ellipsis={narrow ? { rows: 2 } : true}
            style={narrow ? { fontSize: 16, margin: 0, lineHeight: 1.25 } : { fontSize: 18, margin: 0, lineHeight: '56px' }}
          >
            {withCompany || withMenu ? t(titleKey) : t('common.appName')}
          </Typography.Title>
        </div>
        <LanguageSwitcher />
        {user && withCompany ? (
          <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
            <Button type="text" icon={<UserOutlined aria-hidden />} aria-label={`${t('shell.header.profile')}: ${name}`}>
              <span className="kontor-hide-narrow">{name}</span>
              <DownOutlined aria-hidden style={{ fontSize: 10 }} />
            </Button>
          </Dropdown>
        ) : null}
        {user && !withCompany && !withMenu ? (
          <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()}>
            {t('shell.header.logout')}
          </Button>
        ) : null}
      </Flex>
    </Layout.Header>
  );
}
