import {
  idParams,
  paginatedSchema,
  vehicleDetailSchema,
  vehicleDetailsInputSchema,
  vehicleListItemSchema,
  vehicleListQuerySchema,
  vehicleManagersInputSchema,
  vehicleOwnersInputSchema,
  vehicleReasonInputSchema,
  vehicleSaccoInputSchema,
  vehicleSuspendInputSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/auth.guard';
import type { VehiclesService } from './vehicles.service';

const tags = ['vehicles'];
const detailReply = { 200: vehicleDetailSchema };

/**
 * The vehicle wizard of spec §3 as a server-side flow: each step saves and answers the whole
 * vehicle, so the wizard can be left and resumed at `wizard_step`.
 */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (
  app,
  { vehicles },
) => {
  app.get(
    '/vehicles/',
    {
      config: { access: 'vehicle.view' },
      schema: {
        tags,
        summary: 'The vehicles you may see, by Sacco, owner, state or plate',
        operationId: 'listVehicles',
        description:
          'The vehicles the caller may see, filtered by Sacco, owner, state or plate, paginated; a driver sees those they drive or conduct.',
        answer: 'A page of vehicles.',
        querystring: vehicleListQuerySchema,
        response: { 200: paginatedSchema(vehicleListItemSchema) },
      },
    },
    (request) => vehicles.list(requireAccount(request), request.query),
  );
  app.get(
    '/vehicles/:id/',
    {
      config: { access: 'vehicle.view' },
      schema: {
        tags,
        summary: 'A vehicle with everything entered so far, its people and its history',
        operationId: 'getVehicle',
        description:
          'A vehicle with everything entered so far, its owners, drivers and conductors, and its history.',
        answer: 'The vehicle.',
        params: idParams,
        response: detailReply,
      },
    },
    (request) => vehicles.detail(requireAccount(request), request.params.id),
  );
  app.post(
    '/vehicles/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: 'Wizard step 1: create a draft vehicle from its details',
        operationId: 'createVehicle',
        description: 'Wizard step 1: creates a draft vehicle from its plate and details.',
        answer: 'The new draft vehicle.',
        body: vehicleDetailsInputSchema,
        response: { 201: vehicleDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vehicles.create(requireAccount(request), request.body)),
  );
  app.put(
    '/vehicles/:id/details/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: 'Wizard step 1: correct the details',
        operationId: 'updateVehicleDetails',
        description: "Wizard step 1: corrects a draft or rejected vehicle's details.",
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        body: vehicleDetailsInputSchema,
        response: detailReply,
      },
    },
    (request) => vehicles.saveDetails(requireAccount(request), request.params.id, request.body),
  );
  app.put(
    '/vehicles/:id/owners/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: 'Wizard step 2: the owners, existing accounts or invited by e-mail and phone',
        operationId: 'setVehicleOwners',
        description: 'Wizard step 2: the owners, existing accounts or invited by e-mail and phone.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        body: vehicleOwnersInputSchema,
        response: detailReply,
      },
    },
    (request) => vehicles.saveOwners(requireAccount(request), request.params.id, request.body),
  );
  app.put(
    '/vehicles/:id/sacco/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: 'Wizard step 3: assign to a Sacco',
        operationId: 'setVehicleSacco',
        description: 'Wizard step 3: assigns the vehicle to a Sacco.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        body: vehicleSaccoInputSchema,
        response: detailReply,
      },
    },
    (request) => vehicles.saveSacco(requireAccount(request), request.params.id, request.body.sacco),
  );
  app.put(
    '/vehicles/:id/managers/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: 'Wizard step 4: drivers and conductors, existing accounts or invited',
        operationId: 'setVehicleManagers',
        description: 'Wizard step 4: the drivers and conductors, existing accounts or invited.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        body: vehicleManagersInputSchema,
        response: detailReply,
      },
    },
    (request) => vehicles.saveManagers(requireAccount(request), request.params.id, request.body),
  );
  app.post(
    '/vehicles/:id/submit/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: "Send a completed (or corrected) vehicle for its Sacco's approval",
        operationId: 'submitVehicle',
        description: 'Sends a completed (or corrected) vehicle to its Sacco for approval.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        response: detailReply,
      },
    },
    (request) => vehicles.submit(requireAccount(request), request.params.id),
  );
  app.post(
    '/vehicles/:id/approve/',
    {
      config: { access: 'vehicle.decide' },
      schema: {
        tags,
        summary: 'Wizard step 5: the Sacco approves the vehicle',
        operationId: 'approveVehicle',
        description: 'Wizard step 5: the Sacco approves the vehicle, which may then join queues.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        response: detailReply,
      },
    },
    (request) => vehicles.approve(requireAccount(request), request.params.id),
  );
  app.post(
    '/vehicles/:id/reject/',
    {
      config: { access: 'vehicle.decide' },
      schema: {
        tags,
        summary: 'Wizard step 5: the Sacco rejects the vehicle, saying why',
        operationId: 'rejectVehicle',
        description:
          'Wizard step 5: the Sacco rejects the vehicle, saying why; it goes back to its editors.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        body: vehicleReasonInputSchema,
        response: detailReply,
      },
    },
    (request) => vehicles.reject(requireAccount(request), request.params.id, request.body.reason),
  );
  app.post(
    '/vehicles/:id/suspend/',
    {
      config: { access: 'vehicle.decide' },
      schema: {
        tags,
        summary: 'Take an approved vehicle out of service',
        operationId: 'suspendVehicle',
        description: 'Takes an approved vehicle out of service, with a reason.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        body: vehicleSuspendInputSchema.optional(),
        response: detailReply,
      },
    },
    (request) =>
      vehicles.suspend(requireAccount(request), request.params.id, request.body?.reason ?? null),
  );
  app.post(
    '/vehicles/:id/reinstate/',
    {
      config: { access: 'vehicle.decide' },
      schema: {
        tags,
        summary: 'Bring a suspended vehicle back into service',
        operationId: 'reinstateVehicle',
        description: 'Brings a suspended vehicle back into service.',
        answer: 'The vehicle as it is now.',
        refusals: [409],
        params: idParams,
        response: detailReply,
      },
    },
    (request) => vehicles.reinstate(requireAccount(request), request.params.id),
  );
};
