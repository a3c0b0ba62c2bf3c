import { isLocale } from '@kontor/domain/constants';
import { legalTexts } from '@kontor/domain/i18n/legal.i18n';
import type { SupportContact } from '@kontor/domain/support';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabTitle } from '../../app/page-title';
import { fetchSupportContact, supportKeys } from '../../app/support-contact';

type Notice = NonNullable<SupportContact['legalNotice']>;
type ImpressumTexts = (typeof legalTexts)['de']['impressum'];

/**
 * The entries of the legal notice in the order § 5 Abs. 1 DDG lists them: the provider with its
 * address, how to reach it quickly (e-mail, and the phone where set), the VAT id (Nr. 6) where set.
 * A detail the settings gain later (register entry, representatives) is one more entry here.
 */
function entries(notice: Notice, texts: ImpressumTexts): { label: string; value: ReactNode }[] {
  const list: { label: string; value: ReactNode }[] = [
    {
      label: texts.provider,
      value: (
        <>
          <span style={{ display: 'block' }}>{notice.name}</span>
          <span style={{ display: 'block' }}>{notice.address}</span>
        </>
      ),
    },
    {
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
    },
  ];
  if (notice.vatId) list.push({ label: texts.vatId, value: notice.vatId });
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
      {notice &&
        entries(notice, texts).map(({ label, value }) => (
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
