import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ServiceInvoice } from '@kontor/domain/service-invoices';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { SAME_PAGE } from '../../app/use-page-change-focus';
import type { CustomerFormSlot } from './customer-section';
import { SERVICE_INVOICES_PATH, ServiceInvoiceEditor } from './service-invoice-editor';
import { ServiceInvoiceView } from './service-invoice-view';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';

/** What the URL's history entry carries: the editing session a new invoice started, kept when its id joins the URL. */
type EntryState = { session?: string } | null;

function titleKey(id: string | undefined, trade: ServiceInvoice | undefined): string {
  if (!id) return 'serviceInvoices.page.titleNew';
  return !trade || trade.status === 'PENDING' ? 'serviceInvoices.page.titleEdit' : 'serviceInvoices.page.titleView';
}

/**
 * /other-documents/service-invoices/add-invoice/:id? — without an id a new invoice dated today; the
 * first save puts the draft's id into the URL (replacing the entry, so Back and a reload work). A
 * draft opens for editing; an issued or canceled invoice read-only, with its documents.
 */
export default function ServiceInvoicePage({ CustomerForm }: { CustomerForm: CustomerFormSlot }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const trade = useQuery({
    queryKey: serviceInvoicesKeys.trade(id ?? ''),
    queryFn: () => serviceInvoicesApi.get(id!),
    enabled: id !== undefined,
  });
  const title = titleKey(id, trade.data);
  usePageTitle(title);
  // The editor lives as long as the session: a new invoice's first save changes the URL, not the form.
  const session = (location.state as EntryState)?.session ?? id ?? location.key;
  // The same page still (SAME_PAGE): the dealer stays where they saved, neither scrolled up nor moved.
  const onCreated = (created: ServiceInvoice) =>
    navigate(`${SERVICE_INVOICES_PATH}/add-invoice/${created.id}`, { replace: true, state: { session, ...SAME_PAGE } });

  let body;
  if (id && trade.isPending) body = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else if (id && trade.isError)
    body = (
      <Result
        status="warning"
        title={t('serviceInvoices.page.loadFailed')}
        extra={<Button onClick={() => void trade.refetch()}>{t('serviceInvoices.page.retry')}</Button>}
      />
    );
  else if (trade.data && trade.data.status !== 'PENDING') body = <ServiceInvoiceView trade={trade.data} />;
  else body = <ServiceInvoiceEditor key={session} trade={trade.data ?? null} CustomerForm={CustomerForm} onCreated={onCreated} />;

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1400, minWidth: 0 }}>
      <Link to={SERVICE_INVOICES_PATH}>
        <ArrowLeftOutlined aria-hidden /> {t('serviceInvoices.page.backToList')}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(title)}
        {/* The number whole: a phone's line break after "SR-" tore it in two. */}
        {trade.data?.invoiceNumber && (
          <>
            {' '}
            <span style={{ whiteSpace: 'nowrap' }}>{trade.data.invoiceNumber}</span>
          </>
        )}
      </Typography.Title>
      {body}
    </Flex>
  );
}
