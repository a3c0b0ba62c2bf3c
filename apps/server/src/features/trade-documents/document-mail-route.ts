import {
  type DocumentMail,
  documentMailSchema,
  type SentDocumentMail,
  sentDocumentMailSchema,
} from '@kontor/domain/document-mails';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireCompanyUser } from '../auth/auth.guard';

/** The OpenAPI description every document-mail route shares (by vehicle, by service invoice, by canceled trade). */
const DOCUMENT_MAIL_DESCRIPTION = [
  'Mails the stored PDF (exactly as issued) to `to` in the document’s language, Reply-To the company’s e-mail, with an optional',
  'personal `message` (at most 4 000 characters, 5013) and a copy to the company’s own e-mail (`copy_to_company`; 422 9413 at',
  'copy_to_company without one). An invoice or cancellation invoice to a public-sector buyer carries its XRechnung (application/xml,',
  'the download’s file name); 422 9411 when it cannot be written, and nothing is sent. 404 another company’s or an unknown document;',
  '422 at to: 0001 empty, 9027 malformed, 9138 the mail server refused the address; 503 9412 the mail server cannot be reached',
  '(try again). The mail is recorded (document_mails) once sent and listed as the document’s last_mail. Answer: recipient,',
  'sent_at, copy (null when none went), attachments (file names).',
].join(' ');

/**
 * Mails go out under Kontor's sender address to any address the dealer types: a bound per signed-in
 * session keeps a stolen or runaway session from sending mass mail through it (429).
 */
const MAILS_PER_WINDOW = 60;
const WINDOW = '10 minutes';

type Params = { documentId: string } & ({ vehicleId: string } | { tradeId: string });

/**
 * A POST …/mail route of a documents list: the feature that owns the path says how its document is
 * found (`mail`, which answers 404 for another company's); body, answer and errors are the same everywhere.
 */
export function documentMailRoute<P extends Params>(
  app: HttpApp,
  ctx: AppContext,
  route: {
    url: string;
    /** The published operation's name (OpenAPI operationId), unique per route. */
    operationId: string;
    tags: string[];
    summary: string;
    params: z.ZodType<P>;
    mail(
      ctx: AppContext,
      request: { user: { id: string; companyId: string }; ref: P; input: DocumentMail },
    ): Promise<SentDocumentMail>;
  },
) {
  app.post(
    route.url,
    {
      config: {
        rateLimit: {
          max: MAILS_PER_WINDOW,
          timeWindow: WINDOW,
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
      schema: {
        operationId: route.operationId,
        tags: route.tags,
        security: [{ bearer: [] }],
        summary: route.summary,
        description: DOCUMENT_MAIL_DESCRIPTION,
        params: route.params,
        body: documentMailSchema,
        response: { 200: z.object({ data: sentDocumentMailSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await route.mail(ctx, { user, ref: request.params as P, input: request.body }) };
    },
  );
}
