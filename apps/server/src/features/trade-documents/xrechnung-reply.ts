import type { FastifyReply } from 'fastify';
import type { XRechnungFile } from './xrechnung.service';

/** An XRechnung as a download: UTF-8 XML under its own name, never cached or sniffed as anything else. */
export function sendXRechnung(reply: FastifyReply, file: XRechnungFile) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.xml);
}
