import { bilingual } from './bilingual';

// The operator's company details as its business letters (invoices, mandates, mails) and the legal
// notice print them (§ 35a GmbHG, § 80 AktG, § 37a and § 125a HGB, § 14 Abs. 4 UStG).
export const operatorTexts = bilingual(
  {
    seat: 'Sitz',
    registerCourt: 'Registergericht',
    registerNumber: 'Registernummer',
    managingDirectors: 'Geschäftsführer',
    board: 'Vorstand',
    supervisoryBoardChair: 'Vorsitzender des Aufsichtsrats',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
  },
  {
    seat: 'Registered office',
    registerCourt: 'Register court',
    registerNumber: 'Register number',
    managingDirectors: 'Managing directors',
    board: 'Management board',
    supervisoryBoardChair: 'Chair of the supervisory board',
    vatId: 'VAT id',
    taxNumber: 'Tax number',
  },
);
