import { keysToSnake } from '@kontor/domain/case';
import { keyListEntrySchema, keyListMetaSchema, keyListQuerySchema, keyListStatusSchema } from '@kontor/domain/key-list';
import { ANY_MAKE } from '@kontor/domain/vehicles';
import { makesQueryStatus, vehicleMakesQuerySchema } from '@kontor/domain/vehicle-list';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/app-error';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireCompanyUser, requireUser } from '../auth/auth.guard';
import {
  countNames,
  findKeyListEntry,
  importConfiguredKeyList,
  keyListImported,
  keyListStatus,
  listMakes,
  searchKeyList,
} from './key-list.service';
import { trustedSerializer } from './trusted-serializer';
import { listMakesOfStatus, listVehicleMakes } from './vehicles.service';

const bearer = [{ bearer: [] }];
const tags = ['vehicles'];

/** The key list: its search (by key or trade name), one entry, whether one is loaded, and the makes. */
export async function keyListRoutes(app: HttpApp, ctx: AppContext) {
  // The key list (KBA_DATA_FILE, by default the bundled one) loads after the server listens, so a
  // large file never delays the start; the search page says it is loading meanwhile.
  if (ctx.config.kbaDataFile) app.addHook('onListen', async () => void importConfiguredKeyList(ctx));

  app.get(
    '/api/user/vehicles/variations',
    {
      serializerCompiler: trustedSerializer,
      schema: {
        operationId: 'vehiclesSearchKeyList',
        tags,
        summary:
          'Key-list search: exact ?hsn=&tsn= (or every TSN of ?hsn=), or ?car_model= by trade name (prefix, then fuzzy), best first; ' +
          'the first 50 trade names with all their HSN/TSN pairs, meta.total names in all and meta.has_more when there are more',
        security: bearer,
        querystring: keyListQuerySchema,
        response: { 200: z.object({ data: z.array(keyListEntrySchema), meta: keyListMetaSchema }) },
      },
    },
    async (request, reply) => {
      await requireUser(ctx, request);
      const [found, imported] = await Promise.all([searchKeyList(ctx, request.query), keyListImported(ctx)]);
      const shown = countNames(found.rows);
      const meta = { imported, total: found.total, shown, hasMore: found.total > shown };
      if (found.json === undefined) return { data: found.rows, meta };
      // The same bytes the serializer writes, with the rows serialized once per list: renaming and
      // stringifying a few hundred rows per keystroke cost more than the search itself.
      const body = `{"data":${found.json},"meta":${JSON.stringify(keysToSnake(meta))}}`;
      // A string with a JSON content type is sent as it is (the typed send knows only the object).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/user/vehicles/variations/:id',
    {
      schema: {
        operationId: 'vehiclesKeyListEntry',
        tags,
        summary: 'One key-list entry (the finish-search form fills itself from it)',
        security: bearer,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: z.object({ data: keyListEntrySchema }) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      const entry = await findKeyListEntry(ctx, request.params.id);
      if (!entry) throw notFound();
      return { data: entry };
    },
  );

  app.get(
    '/api/user/vehicles/key-list',
    {
      schema: {
        operationId: 'vehiclesKeyList',
        tags,
        summary: 'Whether a key list is loaded, from which file and when, and whether one is being loaded at start',
        security: bearer,
        response: { 200: z.object({ data: keyListStatusSchema }) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return { data: await keyListStatus(ctx) };
    },
  );

  app.get(
    '/api/user/vehicles/makes',
    {
      schema: {
        operationId: 'vehiclesMakes',
        tags,
        summary:
          'Makes by common name (key list and own vehicles), ANY first; ?status=CURRENT|SOLD: only the makes of the company’s ' +
          'vehicles of that status, in German order (?in_stock=true is status=CURRENT)',
        security: bearer,
        querystring: vehicleMakesQuerySchema,
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const status = makesQueryStatus(request.query);
      if (status) {
        // The list's filter on one tab: what the dealer has or had, not every manufacturer of the key list.
        const member = await requireCompanyUser(ctx, request);
        return { data: [ANY_MAKE, ...(await listMakesOfStatus(ctx, member.companyId, status))] };
      }
      const user = await requireUser(ctx, request);
      const own = user.companyId && user.status === 'VERIFIED' ? await listVehicleMakes(ctx, user.companyId) : [];
      return { data: await listMakes(ctx, own) };
    },
  );
}
