import type { Customer } from '@kontor/domain/customers';
import type { ListMeta } from '@kontor/domain/lists';
import { wireSerializerCompiler } from '../../platform/http/create-http-app';

type CustomerListAnswer = { data: Customer[]; meta: ListMeta };

/** A customer in its wire names, as a plain object of one fixed shape (V8 stringifies those fastest). */
const customerItem = (c: Customer) => ({
  id: c.id,
  type: c.type,
  greeting: c.greeting,
  title: c.title,
  company_name: c.companyName,
  first_name: c.firstName,
  last_name: c.lastName,
  street_address: c.streetAddress,
  house_number: c.houseNumber,
  additional_address: c.additionalAddress,
  additional_info1: c.additionalInfo1,
  additional_info2: c.additionalInfo2,
  postal_code: c.postalCode,
  city: c.city,
  country_id: c.countryId,
  phone_number: c.phoneNumber,
  email: c.email,
  birthday: c.birthday,
  place_of_birth: c.placeOfBirth,
  nationality: c.nationality,
  passport: c.passport,
  passport_expired: c.passportExpired,
  passport_from: c.passportFrom,
  comments: c.comments,
  vat_id: c.vatId,
  buyer_reference: c.buyerReference,
  public_sector: c.publicSector,
  id_document_expired: c.idDocumentExpired,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
});

/**
 * The customer list's answer (200) in its wire names, renamed field by field and stringified once:
 * the rows come from the list's own statement, which names every column (customerColumns), and the
 * service builds each customer from them, so nothing unnamed can be in them; the zod check and the
 * generic key renaming of 50 customers per request cost a third of the request. Each field of
 * customerResponseSchema appears here once; customer-list-serializer.test.ts holds the two together.
 * Every other answer (422) goes through the schema as usual.
 */
export const customerListSerializer = (route: { schema: unknown; httpStatus?: string }) => {
  if (route.httpStatus !== '200') return wireSerializerCompiler(route);
  return (answer: unknown) => {
    const { data, meta } = answer as CustomerListAnswer;
    return JSON.stringify({
      data: data.map(customerItem),
      meta: { page: meta.page, per_page: meta.perPage, total: meta.total },
    });
  };
};
