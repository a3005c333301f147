import {
  idParam,
  idParams,
  paginatedSchema,
  stationDetailSchema,
  stationInputSchema,
  stationListQuerySchema,
  stationSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/auth.guard';
import type { StationsService } from './stations.service';

const tags = ['stations'];
const adminSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
});

export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (
  app,
  { stations },
) => {
  app.get(
    '/station/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Stations (stages), paginated, by region or name',
        operationId: 'listStations',
        description: 'Stations (stages), paginated, filtered by region or by a part of the name.',
        answer: 'A page of stations.',
        querystring: stationListQuerySchema,
        response: { 200: paginatedSchema(stationSchema) },
      },
    },
    ({ query, account }) => stations.list(query, account),
  );
  app.get(
    '/station/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A station with its routes and queue length',
        operationId: 'getStation',
        description: 'One station with the routes that stop there and the length of its queues.',
        answer: 'The station.',
        params: idParams,
        response: { 200: stationDetailSchema },
      },
    },
    (request) => stations.detail(request.params.id, request.account),
  );
  app.post(
    '/station/',
    {
      config: { access: 'station.create' },
      schema: {
        tags,
        summary: 'Create a station',
        operationId: 'createStation',
        description: 'Creates a station with its place on the map and its capacity.',
        answer: 'The new station.',
        body: stationInputSchema,
        response: { 201: stationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await stations.create(request.body)),
  );
  app.put(
    '/station/:id/',
    {
      config: { access: 'station.edit' },
      schema: {
        tags,
        summary: 'Update a station',
        operationId: 'updateStation',
        description:
          "Changes a station's details; a station admin only those of the stations they run.",
        answer: 'The station as it is now.',
        params: idParams,
        body: stationInputSchema,
        response: { 200: stationSchema },
      },
    },
    (request) => stations.update(requireAccount(request), request.params.id, request.body),
  );
  app.post(
    '/station/:id/archive/',
    {
      config: { access: 'station.archive' },
      schema: {
        tags,
        summary: 'Archive a station',
        operationId: 'archiveStation',
        description: 'Archives a station: it is kept, but hidden from pickers.',
        answer: 'The station as it is now.',
        params: idParams,
        response: { 200: stationSchema },
      },
    },
    (request) => stations.setStatus(request.params.id, 'archived'),
  );
  app.post(
    '/station/:id/restore/',
    {
      config: { access: 'station.archive' },
      schema: {
        tags,
        summary: 'Bring an archived station back',
        operationId: 'restoreStation',
        description: 'Brings an archived station back.',
        answer: 'The station as it is now.',
        params: idParams,
        response: { 200: stationSchema },
      },
    },
    (request) => stations.setStatus(request.params.id, 'active'),
  );
  app.get(
    '/station/:id/admins/',
    {
      config: { access: 'station.viewAdmins' },
      schema: {
        tags,
        summary: 'Station admins attached to a station',
        operationId: 'listStationAdmins',
        description:
          'The station admin accounts that run a station; a station admin only for their own stations.',
        answer: "The station's admins.",
        params: idParams,
        response: { 200: z.array(adminSchema) },
      },
    },
    (request) => stations.admins(requireAccount(request), request.params.id),
  );
  app.post(
    '/station/:id/admins/',
    {
      config: { access: 'station.manageAdmins' },
      schema: {
        tags,
        summary: 'Attach a station admin account to a station',
        operationId: 'addStationAdmin',
        description: 'Attaches a station admin account to a station, so it may run its queue.',
        answer: "The station's admins as they are now.",
        params: idParams,
        body: z.object({ user_id: z.number().int().positive() }),
        response: { 200: z.array(adminSchema) },
      },
    },
    (request) => stations.attachAdmin(request.params.id, request.body.user_id),
  );
  app.delete(
    '/station/:id/admins/:userId/',
    {
      config: { access: 'station.manageAdmins' },
      schema: {
        tags,
        summary: 'Detach a station admin from a station',
        operationId: 'removeStationAdmin',
        description: 'Detaches a station admin from a station; the account stays.',
        answer: "The station's admins as they are now.",
        params: z.object({
          id: idParam,
          userId: idParam,
        }),
        response: { 200: z.array(adminSchema) },
      },
    },
    (request) => stations.detachAdmin(request.params.id, request.params.userId),
  );
};
