import { COUNTRIES, countryOptionSchema } from '@kontor/domain/countries';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';

const countriesSchema = z.object({ data: z.array(countryOptionSchema) });

const payload = {
  data: COUNTRIES.map((country) => ({ id: country.id, iso2: country.iso2, nameDe: country.de, nameEn: country.en })),
};

/** Public: the create-company and customer forms need it before anything else is loaded. */
export async function countriesRoutes(app: HttpApp, _ctx: AppContext) {
  app.get(
    '/api/countries',
    {
      schema: {
        operationId: 'countriesList',
        security: [],
        tags: ['company'],
        summary: 'All countries with German and English names; Germany is id 82',
        response: { 200: countriesSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').send(payload),
  );
}
