import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyApi, companyKeys } from './company.api';
import { BankCard } from './bank-card';
import { CompanyDetailsCard } from './company-details-card';
import { LegalDocumentsCard } from './legal-documents-card';
import { LogoCard } from './logo-card';

/**
 * The company part of Manage Profile: its data, bank data, logo and legal documents. Opened from the
 * banner (`?fromNotification=true`) it scrolls to the documents.
 */
export function CompanyProfileSections() {
  const { t } = useTranslation();
  const company = useQuery({ queryKey: companyKeys.company, queryFn: companyApi.get });
  if (company.isLoading) return <Skeleton active />;
  if (!company.data) return <Alert type="error" title={t('errors.5003')} />;
  return (
    <Flex vertical gap={24}>
      <CompanyDetailsCard company={company.data} />
      <Flex gap={24} wrap align="flex-start">
        <BankCard company={company.data} />
        <LogoCard company={company.data} />
      </Flex>
      <LegalDocumentsCard company={company.data} />
    </Flex>
  );
}
