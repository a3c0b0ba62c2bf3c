import { isLocale, type Locale } from '@kontor/domain/constants';
import { legalTexts } from '@kontor/domain/i18n/legal.i18n';
import { factText, operatorFacts } from '@kontor/domain/operator';
import type { SupportContact } from '@kontor/domain/support';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabTitle } from '../../app/page-title';
import { fetchSupportContact, supportKeys } from '../../app/support-contact';

type ImpressumTexts = (typeof legalTexts)['de']['impressum'];
type Entry = { label: string; value: ReactNode };
type Provider = { operator: SupportContact['operator']; notice: NonNullable<SupportContact['legalNotice']> };

const lines = (values: string[]) => (
  <>
    {values.map((value) => (
      <span key={value} style={{ display: 'block' }}>
        {value}
      </span>
    ))}
  </>
);

/**
 * The entries of the legal notice in the order § 5 Abs. 1 DDG lists them: the provider with its
 * address (the name carries the legal form) and who represents it (Nr. 1), how to reach it quickly
 * (e-mail, and the phone where set: Nr. 2), the register entry (Nr. 4) and the VAT id (Nr. 6).
 * What the operator has not set is left out, never filled with a default.
 */
function entries({ operator, notice }: Provider, texts: ImpressumTexts, locale: Locale): Entry[] {
  const facts = operatorFacts(locale, operator);
  const representatives = facts.representatives.map(factText);
  const entry = facts.register.map(factText);
  const list: Entry[] = [{ label: texts.provider, value: lines([operator.name, operator.address ?? '']) }];
  if (representatives.length > 0) list.push({ label: texts.representedBy, value: lines(representatives) });
  list.push({
    label: texts.contact,
    value: (
      <>
        <span style={{ display: 'block' }}>
          {`${texts.email}: `}
          <a href={`mailto:${notice.email}`}>{notice.email}</a>
        </span>
        {notice.phone && (
          <span style={{ display: 'block' }}>
            {`${texts.phone}: `}
            <a href={`tel:${notice.phone.replace(/[^\d+]/g, '')}`}>{notice.phone}</a>
          </span>
        )}
      </>
    ),
  });
  if (entry.length > 0) list.push({ label: texts.register, value: lines(entry) });
  if (operator.vatId) list.push({ label: texts.vatId, value: operator.vatId });
  return list;
}

/**
 * /impressum, open to everyone: the provider's details from the operator's settings. While they are
 * missing the page says so, never shows a default in their place.
 */
export function ImpressumPage() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'de';
  const texts = legalTexts[locale].impressum;
  const contact = useQuery({ queryKey: supportKeys.contact, queryFn: fetchSupportContact, staleTime: Infinity });
  useTabTitle(texts.title);
  const notice = contact.data?.legalNotice;

  return (
    <article style={{ maxWidth: 760, margin: '0 auto', background: '#fff', padding: 'clamp(16px, 4vw, 40px)', borderRadius: 8 }}>
      <Typography.Title level={1} style={{ fontSize: 'clamp(22px, 6vw, 28px)', marginTop: 0 }}>
        {texts.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      {!contact.data && <Skeleton active />}
      {contact.data && !notice && <Typography.Paragraph>{texts.missing}</Typography.Paragraph>}
      {contact.data &&
        notice &&
        entries({ operator: contact.data.operator, notice }, texts, locale).map(({ label, value }) => (
          <section key={label}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {label}
            </Typography.Title>
            <Typography.Paragraph>{value}</Typography.Paragraph>
          </section>
        ))}
    </article>
  );
}
