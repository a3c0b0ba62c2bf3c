import { addDays } from './business-calendar';
import { NO_DEALER_DATA, SAMPLE_VEHICLE } from './sample-data';
import type { Vehicle } from './vehicles';

// Sample vehicles for the demo version (a user whose e-mail is not verified yet). They never reach the
// server; every screen that shows them marks them as samples. Ids start with `demo-` so no action
// can mistake them for stored vehicles.

const DEMO_ID_PREFIX = 'demo-';

export function isDemoId(id: string): boolean {
  return id.startsWith(DEMO_ID_PREFIX);
}

type Details = keyof typeof NO_DEALER_DATA;

type DemoSeed = Omit<Vehicle, 'id' | 'addedOn' | 'purchasedOn' | 'soldOn' | Details> &
  Partial<Pick<Vehicle, Details>> & { addedDaysAgo: number; soldDaysAgo?: number };

const seeds: DemoSeed[] = [
  { ...SAMPLE_VEHICLE, addedDaysAgo: 12 },
  {
    make: 'BMW',
    model: '320d Touring',
    bodywork: 'KOMBI',
    constructionType: 'KFZ',
    fuelType: 'DIESEL',
    power: 140,
    engineCapacity: 1995,
    hsn: '0005',
    tsn: 'CHL',
    carVariationId: null,
    briefNumber: 'CD7654321',
    vinCode: 'WBA8K1100KB000002',
    previousOwners: 2,
    doors: 5,
    euroNorm: 'EURO_6',
    gearType: 'Automatic',
    nextInspection: '2026-11-01',
    mileage: 98_750,
    firstRegistered: '2019-02-01',
    comments: null,
    status: 'CURRENT',
    addedDaysAgo: 47,
  },
  {
    make: 'Mercedes-Benz',
    model: 'A 180',
    bodywork: 'KLEINWAGEN',
    constructionType: 'KFZ',
    fuelType: 'PETROL',
    power: 100,
    engineCapacity: 1332,
    hsn: '1313',
    tsn: 'DCH',
    carVariationId: null,
    briefNumber: 'EF2345678',
    vinCode: 'WDD1770841J000003',
    previousOwners: 1,
    doors: 5,
    euroNorm: 'EURO_6D_TEMP',
    gearType: 'Semi_Automatic',
    nextInspection: '2027-01-01',
    mileage: 35_120,
    firstRegistered: '2020-09-15',
    comments: null,
    status: 'CURRENT',
    addedDaysAgo: 95,
  },
  {
    make: 'Opel',
    model: 'Corsa-e',
    bodywork: 'KLEINWAGEN',
    constructionType: 'KFZ',
    fuelType: 'ELECTRIC',
    power: 100,
    engineCapacity: 0,
    hsn: '0035',
    tsn: 'EAV',
    carVariationId: null,
    briefNumber: 'GH3456789',
    vinCode: 'W0V7D9EA0LS000004',
    previousOwners: 0,
    doors: 5,
    euroNorm: 'ANY',
    gearType: 'Automatic',
    nextInspection: '2026-08-01',
    mileage: 18_900,
    firstRegistered: '2022-06-30',
    comments: null,
    status: 'CURRENT',
    addedDaysAgo: 3,
  },
  {
    make: 'Ford',
    model: 'Transit Custom',
    bodywork: 'VAN_MINIBUS',
    constructionType: 'TRANSPORTER_BIS_3_5_T',
    fuelType: 'DIESEL',
    power: 96,
    engineCapacity: 1995,
    hsn: '8566',
    tsn: 'BHK',
    carVariationId: null,
    briefNumber: 'JK4567890',
    vinCode: 'WF0YXXTTGYKA00005',
    previousOwners: 2,
    doors: 4,
    euroNorm: 'EURO_6',
    gearType: 'Manual',
    nextInspection: '2026-03-01',
    mileage: 151_400,
    firstRegistered: '2018-11-05',
    comments: null,
    status: 'SOLD',
    addedDaysAgo: 160,
    soldDaysAgo: 9,
  },
];

/** The sample vehicles, dated relative to `today` (YYYY-MM-DD) so that days in stock look real. */
export function demoVehicles(today: string): Vehicle[] {
  return seeds.map(({ addedDaysAgo, soldDaysAgo, ...vehicle }, index) => ({
    ...NO_DEALER_DATA,
    ...vehicle,
    id: `${DEMO_ID_PREFIX}${index + 1}`,
    addedOn: addDays(today, -addedDaysAgo),
    purchasedOn: null,
    soldOn: soldDaysAgo === undefined ? null : addDays(today, -soldDaysAgo),
  }));
}
