import { z } from 'zod';
import {
  stationDetailSchema,
  stationInputSchema,
  stationListQuerySchema,
  stationSchema,
} from '../network';
import { paginatedSchema } from '../pagination';
import { idParam, idParams } from '../params';
import { operationGroup } from './operation';

const adminSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
});

export const stationOperations = operationGroup('stations', {
  listStations: {
    method: 'GET',
    url: '/station/',
    access: 'public',
    summary: 'Stations (stages), paginated, by region or name',
    description: 'Stations (stages), paginated, filtered by region or by a part of the name.',
    answer: 'A page of stations.',
    querystring: stationListQuerySchema,
    response: { 200: paginatedSchema(stationSchema) },
  },
  getStation: {
    method: 'GET',
    url: '/station/:id/',
    access: 'public',
    summary: 'A station with its routes and queue length',
    description: 'One station with the routes that stop there and the length of its queues.',
    answer: 'The station.',
    params: idParams,
    response: { 200: stationDetailSchema },
  },
  createStation: {
    method: 'POST',
    url: '/station/',
    access: 'station.create',
    summary: 'Create a station',
    description: 'Creates a station with its place on the map and its capacity.',
    answer: 'The new station.',
    body: stationInputSchema,
    response: { 201: stationSchema },
  },
  updateStation: {
    method: 'PUT',
    url: '/station/:id/',
    access: 'station.edit',
    summary: 'Update a station',
    description:
      "Changes a station's details; a station admin only those of the stations they run.",
    answer: 'The station as it is now.',
    params: idParams,
    body: stationInputSchema,
    response: { 200: stationSchema },
  },
  archiveStation: {
    method: 'POST',
    url: '/station/:id/archive/',
    access: 'station.archive',
    summary: 'Archive a station',
    description: 'Archives a station: it is kept, but hidden from pickers.',
    answer: 'The station as it is now.',
    params: idParams,
    response: { 200: stationSchema },
  },
  restoreStation: {
    method: 'POST',
    url: '/station/:id/restore/',
    access: 'station.archive',
    summary: 'Bring an archived station back',
    description: 'Brings an archived station back.',
    answer: 'The station as it is now.',
    params: idParams,
    response: { 200: stationSchema },
  },
  listStationAdmins: {
    method: 'GET',
    url: '/station/:id/admins/',
    access: 'station.viewAdmins',
    summary: 'Station admins attached to a station',
    description:
      'The station admin accounts that run a station; a station admin only for their own stations.',
    answer: "The station's admins.",
    params: idParams,
    response: { 200: z.array(adminSchema) },
  },
  addStationAdmin: {
    method: 'POST',
    url: '/station/:id/admins/',
    access: 'station.manageAdmins',
    summary: 'Attach a station admin account to a station',
    description: 'Attaches a station admin account to a station, so it may run its queue.',
    answer: "The station's admins as they are now.",
    params: idParams,
    body: z.object({ user_id: z.number().int().positive() }),
    response: { 200: z.array(adminSchema) },
  },
  removeStationAdmin: {
    method: 'DELETE',
    url: '/station/:id/admins/:userId/',
    access: 'station.manageAdmins',
    summary: 'Detach a station admin from a station',
    description: 'Detaches a station admin from a station; the account stays.',
    answer: "The station's admins as they are now.",
    params: z.object({
      id: idParam,
      userId: idParam,
    }),
    response: { 200: z.array(adminSchema) },
  },
});
