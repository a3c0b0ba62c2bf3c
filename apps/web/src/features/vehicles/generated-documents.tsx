import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../app/locale';
import { useApiErrors } from '../../app/use-api-errors';
import { GeneratedDocumentList, generatedDocumentsKey, signedFileActions } from '../../ui/generated-document-list';
import { vehiclesApi } from './vehicles.api';

/** The documents Kontor made for the vehicle (invoice, contract, …), the same list and cache as the sale wizard's. */
export function GeneratedDocuments({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const documents = useQuery({
    queryKey: generatedDocumentsKey(vehicleId),
    queryFn: () => vehiclesApi.generatedDocuments(vehicleId),
  });
  const actions = signedFileActions({
    signedUrl: (documentId) => vehiclesApi.documentUrl(vehicleId, documentId),
    xrechnung: (documentId) => vehiclesApi.xrechnung(vehicleId, documentId),
    mail: (documentId, input) => vehiclesApi.mail(vehicleId, documentId, input),
    zipName: t('vehicles.generated.zipName'),
  });
  return (
    <GeneratedDocumentList
      heading={t('vehicles.generated.title')}
      documents={documents.data ?? []}
      loading={documents.isLoading}
      locale={currentLocale()}
      actions={actions}
      onError={(error) => showError(error)}
    />
  );
}
