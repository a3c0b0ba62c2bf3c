import { createServer, type Socket } from 'node:net';

// A real SMTP server on a loopback port, just enough of RFC 5321 for nodemailer: it accepts every
// mail except to the addresses it is told to refuse, which get the 550 a real server gives for an
// unknown mailbox. Tests see what the app does when the recipient is refused, over a real socket.

export type LocalSmtpServer = {
  url: string;
  /** The raw messages accepted so far, with their recipients. */
  accepted: { to: string[]; data: string }[];
  close(): Promise<void>;
};

export async function startLocalSmtpServer(options: {
  refuse: (address: string) => boolean;
  /** Answer each RCPT TO only after this long: a slow mail server. */
  recipientDelayMs?: number;
}): Promise<LocalSmtpServer> {
  const accepted: LocalSmtpServer['accepted'] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    let recipients: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const replyLater = (line: string) => {
      if (!options.recipientDelayMs) return reply(line);
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply(line);
      }, options.recipientDelayMs);
      timers.add(timer);
    };
    reply('220 localhost ESMTP test');

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          accepted.push({ to: recipients, data });
          recipients = [];
          data = '';
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') reply('250 2.1.0 ok');
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (options.refuse(address)) replyLater(`550 5.1.1 <${address}>: Recipient address rejected: User unknown`);
          else {
            recipients.push(address);
            replyLater('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          recipients = [];
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    accepted,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
