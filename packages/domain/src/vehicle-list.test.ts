import { describe, expect, it } from 'vitest';
import { demoVehicles } from './demo';
import { parseListQuery } from './lists';
import {
  daysInStock,
  makesQueryStatus,
  matchesVehicleListFilter,
  type VehicleListFilter,
  vehicleMakesQuerySchema,
} from './vehicle-list';
import { vehicleListQuerySchema } from './vehicles';

const today = '2026-06-15';
const samples = demoVehicles(today);
const models = (filter: VehicleListFilter) =>
  samples.filter((vehicle) => matchesVehicleListFilter(vehicle, filter, today)).map((vehicle) => vehicle.model);

describe('matchesVehicleListFilter', () => {
  it('passes everything without a filter, and ANY is no make filter', () => {
    expect(models({})).toHaveLength(samples.length);
    expect(models({ make: 'ANY' })).toHaveLength(samples.length);
  });
  it('searches make, model, VIN, HSN/TSN and brief number, ignoring case', () => {
    expect(models({ search: 'golf' })).toEqual(['Golf 1.5 TSI']);
    expect(models({ search: '0005/chl' })).toEqual(['320d Touring']);
    expect(models({ search: 'cd7654' })).toEqual(['320d Touring']);
    expect(models({ search: 'wdd177' })).toEqual(['A 180']);
  });
  it('filters by make, fuel, first registration, mileage and HU/AU due', () => {
    expect(models({ make: 'Opel' })).toEqual(['Corsa-e']);
    expect(models({ fuelType: 'DIESEL' })).toEqual(['320d Touring', 'Transit Custom']);
    expect(models({ firstRegisteredFrom: '2021-01-01', firstRegisteredTo: '2021-12-31' })).toEqual(['Golf 1.5 TSI']);
    expect(models({ mileageMax: 35_120 })).toEqual(['A 180', 'Corsa-e']);
    // Due within 30 days of 15 June 2026: not the August one, but the overdue March one.
    expect(models({ inspectionDueDays: 30 })).toEqual(['Transit Custom']);
    expect(models({ inspectionDueDays: 60 })).toEqual(['Corsa-e', 'Transit Custom']);
  });
  it('compares a first registration known by its month by the month: it may be any day of it', () => {
    const march = { ...samples[0]!, firstRegistered: '2019-03' };
    const passes = (filter: VehicleListFilter) => matchesVehicleListFilter(march, filter, today);
    expect(passes({ firstRegisteredFrom: '2019-03-15' })).toBe(true);
    expect(passes({ firstRegisteredFrom: '2019-03-31', firstRegisteredTo: '2019-03-01' })).toBe(true);
    expect(passes({ firstRegisteredTo: '2019-03-01' })).toBe(true);
    expect(passes({ firstRegisteredFrom: '2019-04-01' })).toBe(false);
    expect(passes({ firstRegisteredTo: '2019-02-28' })).toBe(false);
    // A day stays a day.
    const day = { ...samples[0]!, firstRegistered: '2019-03-12' };
    expect(matchesVehicleListFilter(day, { firstRegisteredFrom: '2019-03-15' }, today)).toBe(false);
    expect(matchesVehicleListFilter(day, { firstRegisteredTo: '2019-03-11' }, today)).toBe(false);
  });
  it('passes no registration bound without a first registration', () => {
    const unregistered = { ...samples[0]!, firstRegistered: null };
    expect(matchesVehicleListFilter(unregistered, { firstRegisteredFrom: '1900-01-01' }, today)).toBe(false);
    expect(matchesVehicleListFilter(unregistered, { firstRegisteredTo: '2100-01-01' }, today)).toBe(false);
  });
});

describe('vehicleMakesQuerySchema', () => {
  const status = (query: Record<string, string>) => makesQueryStatus(vehicleMakesQuerySchema.parse(query));
  it('asks for a tab’s makes by status; in_stock=true is the stock tab; nothing asks for the key list’s makes', () => {
    expect(status({ status: 'SOLD' })).toBe('SOLD');
    expect(status({ status: 'CURRENT' })).toBe('CURRENT');
    expect(status({ inStock: 'true' })).toBe('CURRENT');
    expect(status({ inStock: 'true', status: 'SOLD' })).toBe('SOLD');
    expect(status({ inStock: 'false' })).toBeUndefined();
    expect(status({})).toBeUndefined();
  });
  it('refuses a status the list refuses', () => {
    expect(vehicleMakesQuerySchema.safeParse({ status: 'GONE' }).success).toBe(false);
    expect(vehicleListQuerySchema.safeParse({ status: 'GONE' }).success).toBe(false);
  });
});

describe('parseListQuery', () => {
  it('keeps what passes and falls back per field', () => {
    expect(parseListQuery(vehicleListQuerySchema, { status: 'SOLD', sort: 'nonsense', page: '0', mileageMax: '5000' })).toEqual({
      status: 'SOLD',
      sort: '-added_on',
      page: 1,
      perPage: 50,
      mileageMax: 5000,
    });
    expect(parseListQuery(vehicleListQuerySchema, { firstRegisteredFrom: '2021-02-30', make: 'VW' })).toMatchObject({
      make: 'VW',
    });
  });
});

describe('daysInStock', () => {
  it('counts to today while in stock and stops on the day it was sold', () => {
    expect(daysInStock({ addedOn: '2026-06-01', soldOn: null }, today)).toBe(14);
    expect(daysInStock({ addedOn: '2026-06-01', soldOn: '2026-06-05' }, today)).toBe(4);
    expect(daysInStock({ addedOn: today, soldOn: null }, today)).toBe(0);
  });

  it('is never below 0: a vehicle entered in Kontor on the day after its sale was invoiced', () => {
    expect(daysInStock({ addedOn: '2026-11-27', soldOn: '2026-11-26' }, '2026-11-27')).toBe(0);
  });
});
