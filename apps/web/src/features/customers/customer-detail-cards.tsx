import { WarningOutlined } from '@ant-design/icons';
import { countryById, countryName } from '@kontor/domain/countries';
import type { Customer } from '@kontor/domain/customers';
import { formatPhone } from '@kontor/domain/display-format';
import type { Locale } from '@kontor/domain/constants';
import { Card, Descriptions, Flex, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';

type Item = { key: string; label: string; value: ReactNode };
type Field = (key: keyof Customer & string, value?: ReactNode) => Item | null;
type Section = { key: string; items: (Item | null)[] };
type Context = { customer: Customer; field: Field; t: TFunction; locale: Locale };

/** Who the customer is: type, a business's name and VAT id, the person's name. */
function nameSection({ customer, field, t }: Context): Section {
  const business = customer.type === 'BUSINESS';
  return {
    key: 'name',
    items: [
      field('type', t(`customers.types.${customer.type}`)),
      business ? field('companyName') : null,
      business ? field('vatId') : null,
      // A public-sector buyer shows its Leitweg-ID: its invoices are also offered as XRechnung.
      business && customer.publicSector ? field('publicSector', 'XRechnung') : null,
      business && customer.publicSector ? field('buyerReference') : null,
      field('greeting', customer.greeting ? t(`customers.greetings.${customer.greeting}`) : null),
      field('title', customer.title ? t(`customers.titles.${customer.title}`) : null),
      field('firstName'),
      field('lastName'),
    ],
  };
}

/** The address as a letter writes it, one line each, and the two lines of additional information. */
function addressSection({ customer, field, t, locale }: Context): Section {
  const country = countryById(customer.countryId);
  const street = [customer.streetAddress, customer.houseNumber].filter(Boolean).join(' ');
  const place = [customer.postalCode, customer.city].filter(Boolean).join(' ');
  const address = [street, customer.additionalAddress, place, country ? countryName(country, locale) : ''].filter(Boolean);
  return {
    key: 'address',
    items: [
      address.length > 0
        ? {
            key: 'address',
            label: t('customers.sections.address'),
            value: (
              <Flex vertical>
                {address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Flex>
            ),
          }
        : null,
      field('additionalInfo1'),
      field('additionalInfo2'),
    ],
  };
}

/** The identity document; a business's is optional, and the section says so. */
function idDocumentSection({ customer, field, t, locale }: Context): Section {
  return {
    key: customer.type === 'BUSINESS' ? 'idDocumentOptional' : 'idDocument',
    items: [
      field('birthday', formatDate(customer.birthday, locale)),
      field('placeOfBirth'),
      field('nationality'),
      field('passport'),
      field(
        'passportExpired',
        customer.passportExpired ? (
          <Space size={8} wrap>
            <span>{formatDate(customer.passportExpired, locale)}</span>
            {customer.idDocumentExpired && (
              <Tag color="error" icon={<WarningOutlined aria-hidden />}>
                {t('customers.idExpired')}
              </Tag>
            )}
          </Space>
        ) : null,
      ),
      field('passportFrom'),
    ],
  };
}

/**
 * Everything stored about one customer, grouped like the form. Only fields with a value are shown,
 * and a group without any is left out.
 */
export function CustomerDetailCards({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const field: Field = (key, value = customer[key] as ReactNode) =>
    value === null || value === undefined || value === '' ? null : { key, label: t(`customers.fields.${key}`), value };
  const context = { customer, field, t, locale };
  const sections: Section[] = [
    nameSection(context),
    addressSection(context),
    {
      key: 'contact',
      items: [
        field(
          'phoneNumber',
          customer.phoneNumber ? <a href={`tel:${customer.phoneNumber}`}>{formatPhone(customer.phoneNumber)}</a> : null,
        ),
        field('email', customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : null),
      ],
    },
    idDocumentSection(context),
    {
      key: 'other',
      items: [field('comments', customer.comments ? <span style={{ whiteSpace: 'pre-wrap' }}>{customer.comments}</span> : null)],
    },
    {
      key: 'record',
      items: [
        field('createdAt', formatDate(customer.createdAt, locale)),
        field('updatedAt', formatDate(customer.updatedAt, locale)),
      ],
    },
  ];
  return sections.map((section) => {
    const items = section.items.filter((item): item is Item => item !== null);
    if (items.length === 0) return null;
    return (
      <Card key={section.key} size="small" title={t(`customers.sections.${section.key}`)}>
        <Descriptions
          colon={false}
          column={{ xs: 1, sm: 1, md: 2 }}
          size="small"
          items={items.map(({ key, label, value }) => ({ key, label, children: value }))}
        />
      </Card>
    );
  });
}
