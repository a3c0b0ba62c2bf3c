// Business constants, and the enumerations as the codes the wire carries.

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const PAGER_BUTTONS = 9;
export const COMMENT_MAX = 200;
export const TEXT_MAX = 255;
export const MILEAGE_MAX = 999_999;
export const DOORS_MAX = 9;
export const PREVIOUS_OWNERS_MAX = 9;
export const HSN_MAX = 5;
export const TSN_MAX = 4;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const NAME_MIN = 3;
export const NAME_MAX = 24;
export const PHONE_DIGITS_MIN = 9;
export const PHONE_DIGITS_MAX = 15;
export const HOUSE_NUMBER_MAX = 8;
/** A numbering part: room for a prefix such as RE-2026- or KV-WERKSTATT-. */
export const INVOICE_PART_MAX = 20;
export const REQUEST_TIMEOUT_MS = 120_000;
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 86_400;
export const LOCALE_COOKIE = 'kontor_locale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_COUNTRY_ID = 82;
export const DEFAULT_BIRTH_DATE = '1973-01-01';
export const DEFAULT_VAT_RATE = 19;
export const PHONE_PREFIX = '+49';
export const TRANSFER_PAYABLE_DAYS = 14;

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

export const EURO_NORMS = [
  'ANY',
  'EURO_1',
  'EURO_2',
  'EURO_3',
  'EURO_4',
  'EURO_5',
  'EURO_6',
  'EURO_6C',
  'EURO_6D_TEMP',
  'EURO_6D',
] as const;
export const GEAR_TYPES = ['Automatic', 'Semi_Automatic', 'Manual'] as const;
export const BODYWORKS = [
  'CABRIO_ROADSTER',
  'KLEINWAGEN',
  'KOMBI',
  'LIMOUSINE',
  'SPORTWAGEN_COUPE',
  'GELAENDEWAGEN_PICKUP_SUV',
  'VAN_MINIBUS',
  'ANDERE',
] as const;
export const CONSTRUCTION_TYPES = [
  'ANHAENGER',
  'AUFLIEGER',
  'BAUFAHRZEUG',
  'BUS',
  'KFZ',
  'LKW_BIS_7_5_T',
  'LKW_UEBER_7_5_T',
  'MOTORRAD',
  'SATTELZUG',
  'STAPLER',
  'TRAKTOR',
  'TRANSPORTER_BIS_3_5_T',
  'WOHNMOBIL',
] as const;
export const FUEL_TYPES = [
  'PETROL',
  'DIESEL',
  'ELECTRIC',
  'HYBRID_PETROL',
  'HYBRID_DIESEL',
  'LPG',
  'CNG',
  'HYDROGEN',
  'OTHER',
] as const;
// EK and GMBH_CO_KG are listed as their own forms: both are common among German dealers.
export const COMPANY_TYPES = [
  'NONE',
  'AG',
  'EINZELUNTERNEHMER',
  'EK',
  'GBR',
  'GMBH',
  'GMBH_CO_KG',
  'KG',
  'LIMITED',
  'OHG',
  'UG',
] as const;
export const PAYMENT_TERMS = ['IMMEDIATE', 'IN_7_DAYS', 'IN_14_DAYS'] as const;
export const PAYMENT_METHODS = ['TRANSFER', 'CASH', 'FINANCING', 'CARD'] as const;
export const HANDOVER_DATES = ['INVOICE_DATE', 'CUSTOM'] as const;
export const ACCIDENT_DAMAGE = ['UNKNOWN', 'NO_ACCIDENT', 'REPAIRED'] as const;
export const TRADE_TYPES = ['NONE', 'EXPORT', 'BUSINESS', 'PRIVATE'] as const;
export const TRADE_SECTIONS = ['25', '4.1a', '4.1b'] as const;
export const VAT_RATES = [19, 7, 0] as const;
/**
 * The rates a form offers with VAT shown: 0 % is no VAT, which a document must explain (an exemption
 * or "no VAT" with its reason), so VAT shown at 0 % is refused (9513) and not offered.
 */
export const SHOWN_VAT_RATES = VAT_RATES.filter((rate) => rate > 0);
export const GREETINGS = ['MISTER', 'MISSUS'] as const;
export const DEGREES = ['DOCTOR', 'PROFESSOR', 'DPROFESSOR'] as const;
export const GENDERS = ['MALE', 'FEMALE'] as const;
export const USER_STATUSES = ['UNVERIFIED', 'VERIFIED'] as const;
export const COMPANY_DOCUMENT_TYPES = ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'] as const;
export const COMPANY_STATUSES = ['VERIFIED', 'VERIFYING', 'UNVERIFIED', 'REJECTED'] as const;
export const INVOICE_KINDS = ['DEFAULT_INVOICE', 'SERVICE_INVOICE'] as const;
export const INVOICE_NUMBER_PARTS = ['PREFIX', 'ROOT', 'SUFFIX'] as const;
export const SUBSCRIPTION_PLANS = ['MONTHLY', 'YEARLY'] as const;
export const SUBSCRIPTION_PAYMENT_TYPES = ['SEPA', 'INVOICE'] as const;
export const VEHICLE_STATUSES = ['CURRENT', 'SOLD'] as const;
export const TRADE_STATUSES = ['PENDING', 'REJECTED', 'FINISHED'] as const;
export const TRADE_KINDS = ['SELLING', 'BUYING', 'SERVICE_INVOICE'] as const;
export const ORDER_TYPES = ['SELLING', 'BUYING'] as const;
export const DOCUMENT_TYPES = ['INVOICE', 'CONTRACT', 'PRIVACY', 'PROPOSAL', 'PROTOCOL', 'RECEIPT', 'BINDING_CONTRACT'] as const;
/** What a generated document can be: one of a trade's types, or the cancellation of its trade (a cancellation invoice or notice). */
export const GENERATED_DOCUMENT_TYPES = [...DOCUMENT_TYPES, 'CANCELLATION'] as const;

export const UPLOAD_EXTENSIONS = {
  general: ['jpeg', 'png', 'bmp', 'tiff', 'svg', 'jpg', 'xlsx', 'xls', 'csv', 'pdf', 'docx', 'doc', 'ppt', 'pptx', 'txt', 'xml'],
  images: ['jpeg', 'png', 'bmp', 'tiff', 'svg', 'jpg', 'eps'],
  logo: ['jpeg', 'png', 'jpg'],
  /** A photo or scan of a registration document to read by OCR (a PDF of one page). */
  ocr: ['jpeg', 'jpg', 'png', 'bmp', 'tiff', 'tif', 'pdf'],
} as const;

/** E-mail codes: unambiguous characters only (no 0/O, no 1/I); 32 symbols, so a random byte maps without bias. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 7;
