import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { renderMail } from './render-mail';

describe('mail without SMTP', () => {
  it('writes a complete .eml file in the language it was given', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'kontor-mail-'));
    const logged: string[] = [];
    const mailer = createMailer({ mailDir, from: 'Kontor <no-reply@kontor.local>', log: (m) => logged.push(m) });
    const content = renderMail('de', {
      subject: 'Ihr Code',
      paragraphs: ['Bitte <bestätigen> Sie Ihre E-Mail.'],
      code: 'ABC DEFG',
      link: { href: 'http://127.0.0.1:3000/create-account/t', label: 'Konto anlegen' },
    });
    const sent = await mailer.send({ to: 'haendler@example.de', ...content });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(sent.file).toBe(path.join(mailDir, files[0]!));
    const eml = readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/^To: haendler@example.de$/m);
    expect(eml).toMatch(/^Subject: Ihr Code$/m);
    expect(eml).toContain('Guten Tag,');
    expect(eml).toContain('ABC DEFG');
    expect(eml).toContain('&lt;best=C3=A4tigen&gt;');
    expect(logged[0]).toContain('"Ihr Code"');
  });

  it('renders English when asked', () => {
    const content = renderMail('en', { subject: 'Your code', paragraphs: ['Hello there'] });
    expect(content.text.startsWith('Hello,')).toBe(true);
    expect(content.text).toContain('Your Kontor team');
  });
});
