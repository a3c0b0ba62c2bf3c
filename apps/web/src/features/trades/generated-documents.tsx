import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../app/use-api-errors';
import { GeneratedDocumentList, generatedDocumentsKey, signedFileActions } from '../../ui/generated-document-list';
import { tradesApi } from './trades.api';
import { useUiLocale } from '../../ui/use-ui-locale';

type Props = {
  vehicleId: string;
  tradeId: string | null;
  /** Catalog keys of the list's heading and the ZIP's name (the sale's or the purchase's). */
  texts: { list: string; zipName: string };
};

/** The documents made for this sale or purchase (every version, newest first), with the vehicle page's list and cache. */
export function GeneratedDocuments({ vehicleId, tradeId, texts }: Props) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const showError = useApiErrors();
  const generated = useQuery({ queryKey: generatedDocumentsKey(vehicleId), queryFn: () => tradesApi.generated(vehicleId) });
  const documents = (generated.data ?? []).filter((document) => tradeId === null || document.tradeId === tradeId);
  const actions = signedFileActions({
    signedUrl: (documentId) => tradesApi.documentUrl(vehicleId, documentId),
    xrechnung: (documentId) => tradesApi.xrechnung(vehicleId, documentId),
    mail: (documentId, input) => tradesApi.mail(vehicleId, documentId, input),
    zipName: t(texts.zipName),
  });
  return (
    <GeneratedDocumentList
      heading={t(texts.list)}
      documents={documents}
      loading={generated.isLoading}
      locale={locale}
      actions={actions}
      onError={(error) => showError(error)}
    />
  );
}
