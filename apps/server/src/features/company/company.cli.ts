import { parseArgs } from 'node:util';
import type { CompanyDocumentType } from '@kontor/domain/company';
import { COMPANY_DOCUMENT_TYPES } from '@kontor/domain/constants';
import { type CliCommand, CliUsageError } from '../../cli-commands';
import { AppError } from '../../platform/http/app-error';
import { decideDocument } from './company-documents.service';

function documentType(value: string | undefined): CompanyDocumentType {
  if (!value || !(COMPANY_DOCUMENT_TYPES as readonly string[]).includes(value.toUpperCase())) {
    throw new CliUsageError(`document type must be one of ${COMPANY_DOCUMENT_TYPES.join(', ')}`);
  }
  return value.toUpperCase() as CompanyDocumentType;
}

async function decide(ctx: Parameters<CliCommand['run']>[0], input: Parameters<typeof decideDocument>[1]) {
  try {
    const { companyId, status } = await decideDocument(ctx, input);
    console.log(
      `[kontor] ${input.type} of company ${companyId} is ${input.decision}; the company is ${status}; its users were mailed`,
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new CliUsageError(`no company found for ${input.companyRef}`);
    if (error instanceof AppError && error.status === 409) throw new CliUsageError(`${input.type} has not been uploaded yet`);
    throw error;
  }
}

export const companyVerifyCommand: CliCommand = {
  name: 'company:verify',
  usage: 'company:verify <company-id-or-user-email> <COMPANY_LOGO|OWNER_PASSPORT|BUSINESS_REGISTRATION|TRADE_REGISTER>',
  async run(ctx, args) {
    const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
    const [companyRef, type] = positionals;
    if (!companyRef) throw new CliUsageError(`usage: ${companyVerifyCommand.usage}`);
    await decide(ctx, { companyRef, type: documentType(type), decision: 'VERIFIED' });
  },
};

export const companyRejectCommand: CliCommand = {
  name: 'company:reject',
  usage: 'company:reject <company-id-or-user-email> <document type> --reason "why"',
  async run(ctx, args) {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { reason: { type: 'string' } },
    });
    const [companyRef, type] = positionals;
    const reason = values.reason?.trim();
    if (!companyRef || !reason) throw new CliUsageError(`usage: ${companyRejectCommand.usage}`);
    await decide(ctx, { companyRef, type: documentType(type), decision: 'REJECTED', reason });
  },
};

export const companyCommands: CliCommand[] = [companyVerifyCommand, companyRejectCommand];
