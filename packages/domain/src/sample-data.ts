import { DEFAULT_COUNTRY_ID } from './constants';
import type { Vehicle } from './vehicles';

// The made-up data the app shows where real data is not there yet, defined once: the sample vehicle
// (the first vehicle of the demo version, the vehicle on the sample invoice, and the test factories'
// vehicle), the sample buyer of the sample invoice and the sample company of the tests.

/** A VW Golf as read off its registration papers; the dealer's own data (prices, plate …) left out. */
export const SAMPLE_VEHICLE = {
  make: 'VW',
  model: 'Golf 1.5 TSI',
  bodywork: 'LIMOUSINE',
  constructionType: 'KFZ',
  fuelType: 'PETROL',
  power: 110,
  engineCapacity: 1498,
  hsn: '0603',
  tsn: 'CDZ',
  carVariationId: null,
  briefNumber: 'AB1234567',
  vinCode: 'WVWZZZCDZMW000001',
  previousOwners: 1,
  doors: 5,
  euroNorm: 'EURO_6D',
  gearType: 'Manual',
  nextInspection: '2027-05-01',
  mileage: 42_300,
  firstRegistered: '2021-04-12',
  comments: null,
  status: 'CURRENT',
} as const satisfies Partial<Vehicle>;

/**
 * The dealer's own data of a vehicle (prices, plate, equipment …) left empty: what a vehicle sent
 * without it is stored with, and what the demo samples show.
 */
export const NO_DEALER_DATA = {
  purchasePrice: null,
  purchaseTaxation: null,
  purchaseVatRate: null,
  askingPrice: null,
  minimumPrice: null,
  colour: null,
  interior: null,
  equipment: [],
  licencePlate: null,
  accidentFree: null,
  accidentNote: null,
} satisfies Partial<Vehicle>;

/** The sample vehicle as an invoice line names it: the maker's full name, as German invoices write it. */
export const SAMPLE_VEHICLE_DESCRIPTION = `Volkswagen ${SAMPLE_VEHICLE.model}`;

/** The buyer of the sample invoice, with a German address. */
export const SAMPLE_BUYER = {
  name: 'Erika Mustermann',
  streetAddress: 'Heidestraße',
  houseNumber: '17',
  postalCode: '51147',
  city: 'Köln',
} as const;

/** A complete German dealer company (a GmbH with its register entry, tax ids and bank) as the company form fills it. */
export const SAMPLE_COMPANY = {
  legalName: 'Autohaus Sonne GmbH',
  type: 'GMBH',
  streetAddress: 'Hauptstraße',
  houseNumber: '12a',
  additionalAddress: '',
  countryId: DEFAULT_COUNTRY_ID,
  city: 'München',
  postalCode: '80331',
  taxNumber: '143/123/45678',
  vatId: 'DE136695976',
  smallBusiness: false,
  commercialRegisterNumber: 'HRB 123456',
  commercialRegisterName: 'Amtsgericht München',
  website: 'https://autohaus-sonne.de',
  owner: 'Max Mustermann',
  phone: '+4915112345678',
  email: 'info@autohaus-sonne.de',
  fax: '+49891234567',
  landlineNumber: '+49891234560',
  bankName: 'Stadtsparkasse München',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
} as const;
