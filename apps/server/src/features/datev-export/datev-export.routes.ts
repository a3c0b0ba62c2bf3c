import { datevExportQuerySchema, datevSettingsSchema } from '@kontor/domain/datev';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { localeOf } from '../../platform/http/locale';
import { requireCompanyUser } from '../auth/auth.guard';
import { buildDatevExport, getDatevSettings, saveDatevSettings, streamDatevZip } from './datev-export.service';

const bearer = [{ bearer: [] }];
const tags = ['datev-export'];
const settingsAnswer = z.object({ data: datevSettingsSchema });

/** The DATEV export for the tax adviser and its settings (Beraternummer, Mandantennummer, fiscal year, accounts). */
export async function datevExportRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/exports/datev/settings',
    {
      schema: {
        operationId: 'datevSettings',
        tags,
        security: bearer,
        summary:
          'The company’s DATEV settings; before the first save the defaults (no numbers, fiscal year from January, no own accounts)',
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getDatevSettings(ctx, user.companyId) };
    },
  );

  app.put(
    '/api/user/exports/datev/settings',
    {
      schema: {
        operationId: 'datevSave',
        tags,
        security: bearer,
        summary:
          'Saves the DATEV settings: adviser_number 1001–9999999 (422 9594), client_number 1–99999 (9595), fiscal_year_start_month 1–12 (9599), accounts: own revenue accounts per chart and case, four digits (9598); an account equal to its default is dropped',
        body: datevSettingsSchema,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await saveDatevSettings(ctx, user.companyId, request.body) };
    },
  );

  app.get(
    '/api/user/exports/datev',
    {
      schema: {
        operationId: 'datevDownload',
        tags,
        security: bearer,
        summary:
          'The period’s bookings as a DATEV EXTF Buchungsstapel (format 13, Windows-1252) and every invoice PDF of the period, as one ZIP',
        description: [
          'from and to are YYYY-MM-DD (422 9590 not a date), to not before from (9591), at most 12 months (9592), within one fiscal',
          'year (9593); chart SKR03 or SKR04 (5015). 422 adviser_number 9596 or client_number 9597 while that setting is missing.',
          'Sales and service invoices debit the customer’s debtor account (given at the first export, 10000–69998) against the',
          'revenue account of their VAT case; a cancellation invoice reverses its invoice. A finished purchase from a business',
          'seller is booked in the period of the seller’s invoice date: the purchase account (Wareneingang, with input VAT when',
          'the invoice shows VAT) against the seller’s creditor account (given at the first export, 70000–99998; 99999 an erased',
          'seller), Belegfeld 1 the seller’s invoice number. A purchase without number or date, or from a private seller, is not',
          'booked: the header x-datev-skipped counts them and a text file in the ZIP (nicht-gebucht.txt / not-booked.txt, in the',
          'request’s language) names each with the reason. Each PDF, and each seller’s uploaded invoice, is named by its Belegfeld 1.',
        ].join(' '),
        querystring: datevExportQuerySchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const exported = await buildDatevExport(ctx, user.companyId, { query: request.query, locale: localeOf(request.headers) });
      return reply
        .type('application/zip')
        .header('x-datev-skipped', String(exported.notBooked?.count ?? 0))
        .header('content-disposition', `attachment; filename="${exported.zipName}"`)
        .header('cache-control', 'private, no-store')
        .send(streamDatevZip(ctx, exported));
    },
  );
}
