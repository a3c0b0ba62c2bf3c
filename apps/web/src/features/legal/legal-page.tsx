import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { isLocale, type Locale } from '@kontor/domain/constants';
import { legalTexts } from '@kontor/domain/i18n/legal.i18n';
import { factText, operatorFacts } from '@kontor/domain/operator';
import type { SupportContact } from '@kontor/domain/support';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTabTitle } from '../../app/page-title';
import { fetchSupportContact, supportKeys } from '../../app/support-contact';

type LegalDocument = 'terms' | 'privacy';

/**
 * The placeholders of the legal texts: who runs this installation (name with legal form, address,
 * register entry and representatives) and how to reach them; an address not set says so.
 */
function operatorParams(contact: SupportContact, locale: Locale): Record<string, string> {
  const { operator } = contact;
  const { register, representatives } = operatorFacts(locale, operator);
  const unset = legalTexts[locale].common.unset;
  return {
    operator: [
      [operator.name, operator.address].filter(Boolean).join(', '),
      ...[...register, ...representatives].map(factText),
    ].join('; '),
    email: contact.email ?? unset,
    privacyEmail: contact.privacyEmail ?? unset,
  };
}

/** The numbered sections of a document, in order (s1, s2, … s10: not the keys' text order). */
function sectionsOf(document: Record<string, unknown>): { heading: string; body: string }[] {
  return Object.keys(document)
    .filter((key) => /^s\d+$/.test(key))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((key) => document[key] as { heading: string; body: string });
}

/**
 * The terms of use or the privacy policy, in the language chosen, open to everyone (the register
 * form opens them in a new tab, so what was typed there stays).
 */
function LegalPage({ document: which }: { document: LegalDocument }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'de';
  const texts = legalTexts[locale];
  const doc = texts[which];
  // The provider is this installation's operator, from its settings, never a made-up one.
  const contact = useQuery({
    queryKey: supportKeys.contact,
    queryFn: fetchSupportContact,
    staleTime: Infinity,
  });
  const fill = (text: string, params: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
  const date = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${TERMS_VERSION}T00:00:00Z`),
  );

  useTabTitle(doc.title);

  return (
    <article style={{ maxWidth: 760, margin: '0 auto', background: '#fff', padding: 'clamp(16px, 4vw, 40px)', borderRadius: 8 }}>
      {/* Long German compounds: smaller on a phone and hyphenated rather than broken anywhere. */}
      <Typography.Title level={1} style={{ fontSize: 'clamp(22px, 6vw, 28px)', marginTop: 0, hyphens: 'auto' }}>
        {doc.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{fill(texts.common.version, { version: TERMS_VERSION, date })}</Typography.Paragraph>
      <Typography.Paragraph>{doc.intro}</Typography.Paragraph>
      {!contact.data && <Skeleton active />}
      {contact.data &&
        sectionsOf(doc).map((section) => (
          <section key={section.heading}>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {section.heading}
            </Typography.Title>
            {fill(section.body, operatorParams(contact.data, locale))
              .split('\n\n')
              .map((paragraph) => (
                <Typography.Paragraph key={paragraph.slice(0, 40)}>{paragraph}</Typography.Paragraph>
              ))}
          </section>
        ))}
      <Link to={which === 'terms' ? '/privacy' : '/terms'}>
        {which === 'terms' ? texts.common.toPrivacy : texts.common.toTerms}
      </Link>
    </article>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
