import { gateUserRoutes } from './features/auth/auth.guard';
import { authRoutes } from './features/auth/auth.routes';
import { cancellationsJobs } from './features/cancellations/cancellations.jobs';
import { cancellationsRoutes } from './features/cancellations/cancellations.routes';
import { profileRoutes } from './features/auth/profile.routes';
import { sessionsRoutes } from './features/auth/sessions.routes';
import { companyDocumentsRoutes } from './features/company/company-documents.routes';
import { companyDocumentsJobs } from './features/company/company-documents.jobs';
import { companyRoutes } from './features/company/company.routes';
import { countriesRoutes } from './features/company/countries.routes';
import { invoiceNumberingRoutes } from './features/company/invoice-numbering.routes';
import { auditTrailRoutes } from './features/audit-trail/audit-trail.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { datevExportRoutes } from './features/datev-export/datev-export.routes';
import { documentsJobs } from './features/trade-documents/trade-documents.jobs';
import { documentsRoutes } from './features/trade-documents/trade-documents.routes';
import { releaseVehicleOfDocuments } from './features/trade-documents/trade-documents.service';
import { invoiceExampleRoutes } from './features/trade-documents/invoice-example.routes';
import { healthRoutes } from './features/health/health.routes';
import { issueDueSubscriptionInvoices } from './features/subscriptions/subscription-invoices.service';
import { serviceInvoicesJobs } from './features/service-invoices/service-invoices.jobs';
import { serviceInvoicesRoutes } from './features/service-invoices/service-invoices.routes';
import { releaseVehicleOfServiceDrafts } from './features/service-invoices/service-invoices.service';
import { queueSepaDebitFile, subscriptionsJobs } from './features/subscriptions/subscriptions.jobs';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { supportRoutes } from './features/support/support.routes';
import { purchaseEInvoiceRoutes } from './features/trades/purchase-e-invoice.routes';
import { tradesRoutes } from './features/trades/trades.routes';
import { releaseVehicle } from './features/trades/trades.service';
import { vatConfirmationRoutes } from './features/vat-confirmation/vat-confirmation.routes';
import { keyListRoutes } from './features/vehicles/key-list.routes';
import { vehicleDocumentsJobs } from './features/vehicles/vehicle-documents.jobs';
import { vehicleDocumentsRoutes } from './features/vehicles/vehicle-documents.routes';
import { vehicleOcrJobs } from './features/vehicle-ocr/vehicle-ocr.jobs';
import { vehicleOcrRoutes } from './features/vehicle-ocr/vehicle-ocr.routes';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes';
import { nightlyBackup } from './platform/backup/nightly-backup';
import type { AppContext } from './platform/context';
import { createHttpApp, type HttpApp } from './platform/http/create-http-app';
import { deleteFilesJob } from './platform/uploads/file-deletions';
import { uploadsRoutes } from './platform/uploads/uploads.routes';
import { STAGING_GRACE_MS, sweepStagedFiles } from './platform/uploads/staged-uploads';

/** The composition root: the platform's HTTP pieces, then every feature's routes. */
export async function buildApp(ctx: AppContext, options: { webDist?: string } = {}): Promise<HttpApp> {
  const app = await createHttpApp({
    logLevel: ctx.config.logLevel,
    webDist: options.webDist,
    uploads: { maxBytes: ctx.config.uploadMaxBytes, maxFiles: ctx.config.uploadMaxFiles },
    trustProxy: ctx.config.trustProxy,
    rateLimitDatabase: ctx.database.pool,
  });
  gateUserRoutes(app, ctx);
  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await sessionsRoutes(app, ctx);
  await companyRoutes(app, ctx);
  await companyDocumentsRoutes(app, ctx);
  await invoiceNumberingRoutes(app, ctx);
  await invoiceExampleRoutes(app, ctx);
  await countriesRoutes(app, ctx);
  await uploadsRoutes(app, ctx);
  await customersRoutes(app, ctx);
  // A vehicle's deletion asks the features above it to let go of it first (vehicles cannot import
  // them): the canceled trades' documents while those trades still name it, the trades, the
  // service invoice drafts that named it.
  await vehiclesRoutes(app, ctx, { releases: [releaseVehicleOfDocuments, releaseVehicle, releaseVehicleOfServiceDrafts] });
  await keyListRoutes(app, ctx);
  await vehicleDocumentsRoutes(app, ctx);
  await vehicleOcrRoutes(app, ctx);
  await documentsRoutes(app, ctx);
  await supportRoutes(app, ctx);
  await tradesRoutes(app, ctx);
  await purchaseEInvoiceRoutes(app, ctx);
  await vatConfirmationRoutes(app, ctx);
  await cancellationsRoutes(app, ctx);
  await serviceInvoicesRoutes(app, ctx);
  await datevExportRoutes(app, ctx);
  await subscriptionsRoutes(app, ctx);
  await auditTrailRoutes(app, ctx);
  return app;
}

/** Every feature's jobs, registered with the runner in the server and the worker alike. */
export function registerJobs(ctx: AppContext): void {
  ctx.jobs.register(...companyDocumentsJobs(ctx));
  ctx.jobs.register(...vehicleDocumentsJobs(ctx));
  ctx.jobs.register(...vehicleOcrJobs(ctx));
  ctx.jobs.register(...documentsJobs(ctx));
  ctx.jobs.register(...cancellationsJobs(ctx));
  ctx.jobs.register(...serviceInvoicesJobs(ctx));
  ctx.jobs.register(...subscriptionsJobs(ctx));
  ctx.jobs.register(deleteFilesJob(ctx));
  // Hourly, so that a period's invoice goes out within the hour after midnight of its first day.
  if (ctx.config.billing)
    ctx.jobs.every({ name: 'subscription-invoices', cron: '17 * * * *', run: () => issueDueSubscriptionInvoices(ctx) });
  // From each morning on, after the night's billing runs, so the operator has the day to hand the file
  // to the bank; again every hour until evening, so a server that was down at half past six still
  // writes the day's file when it is back (a later run finds the day's debits taken and writes nothing).
  if (ctx.config.billing && ctx.config.sepaCreditorId)
    ctx.jobs.every({ name: 'sepa-debit-file-daily', cron: '30 6-18 * * *', run: () => queueSepaDebitFile(ctx) });
  // Staged files of requests killed before their commit (nothing counts them), each hour.
  ctx.jobs.every({
    name: 'staged-files-sweep',
    cron: '41 * * * *',
    run: () => sweepStagedFiles(ctx, { stagedBefore: new Date(ctx.clock.now().getTime() - STAGING_GRACE_MS) }),
  });
  // The nightly archive of database and files (BACKUP_DIR), at BACKUP_HOUR Berlin time.
  if (ctx.config.backup)
    ctx.jobs.every({ name: 'backup-nightly', cron: `0 ${ctx.config.backup.hour} * * *`, run: () => nightlyBackup(ctx) });
}
