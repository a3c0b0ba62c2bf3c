import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalSmtpServer } from '../../test/local-smtp-server';
import { createMailer, UndeliverableMailError } from './mailer';
import { renderMail } from './render-mail';

const sender = {
  name: 'Kontor Software GmbH',
  address: 'Hauptstraße 5, 10115 Berlin',
  legalForm: 'GmbH' as const,
  seat: 'Berlin',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
  managingDirectors: ['Anna Muster', 'Ben Beispiel'],
  supervisoryBoardChair: null,
  vatId: 'DE136695976',
  taxNumber: null,
};

describe('mail without SMTP', () => {
  it('writes a complete .eml file in the language it was given', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'kontor-mail-'));
    const logged: string[] = [];
    const mailer = createMailer({ mailDir, from: 'Kontor <no-reply@kontor.local>', log: (m) => logged.push(m) });
    const content = renderMail('de', {
      sender,
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
    const content = renderMail('en', { sender, subject: 'Your code', paragraphs: ['Hello there'] });
    expect(content.text.startsWith('Hello,')).toBe(true);
    expect(content.text).toContain('Your Kontor team');
  });
});

describe('mail over SMTP', () => {
  const mail = { subject: 'Ihr Code', text: 'Hallo', html: '<p>Hallo</p>' };

  it('delivers to an accepted address and tells a refused one apart (UndeliverableMailError)', async () => {
    const smtp = await startLocalSmtpServer({ refuse: (address) => address.startsWith('nobody@') });
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        mailDir: tmpdir(),
        from: 'Kontor <no-reply@kontor.local>',
        log: () => undefined,
      });
      await mailer.send({ to: 'haendler@example.de', ...mail });
      expect(smtp.accepted.map((accepted) => accepted.to)).toEqual([['haendler@example.de']]);
      const refused = await mailer.send({ to: 'nobody@example.de', ...mail }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UndeliverableMailError);
      expect(String((refused as Error).message)).toContain('550');
    } finally {
      await smtp.close();
    }
  });

  it('gives up on a server that never answers within the timeout, as a plain failure (the address may be fine)', async () => {
    // Accepts the connection and never greets, like a server that hangs.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailDir: tmpdir(),
        from: 'Kontor <no-reply@kontor.local>',
        log: () => undefined,
        timeoutMs: 300,
      });
      const started = performance.now();
      const failure = await mailer.send({ to: 'haendler@example.de', ...mail }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(UndeliverableMailError);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
