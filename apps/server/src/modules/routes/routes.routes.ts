import {
  fareInputSchema,
  fareSchema,
  idParam,
  idParams,
  messageBody,
  messageSchema,
  paginatedSchema,
  routeDetailSchema,
  routeInputSchema,
  routeListQuerySchema,
  routeSchema,
  routeServicesInputSchema,
  routeStopsInputSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/auth.guard';
import type { RoutesService } from './routes.service';

const tags = ['routes'];

/** Spec §7's route paths, plus fares, service bands and archiving. */
export const routesRoutes: FastifyPluginAsyncZod<{ routes: RoutesService }> = async (
  app,
  { routes },
) => {
  app.get(
    '/route/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Routes, paginated, by Sacco, station or name',
        operationId: 'listRoutes',
        description: 'Routes, paginated, filtered by Sacco, by a station they stop at or by name.',
        answer: 'A page of routes.',
        querystring: routeListQuerySchema,
        response: { 200: paginatedSchema(routeSchema) },
      },
    },
    (request) => routes.list(request.query, request.account),
  );
  app.get(
    '/route-by-id/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A route with its ordered stops and fares',
        operationId: 'getRoute',
        description: 'One route with its ordered stops, time bands and fares.',
        answer: 'The route.',
        params: idParams,
        response: { 200: routeDetailSchema },
      },
    },
    (request) => routes.detail(request.params.id, request.account),
  );
  app.post(
    '/post-route/',
    {
      config: { access: 'route.create' },
      schema: {
        tags,
        summary: 'Create a route',
        operationId: 'createRoute',
        description: 'Creates a route of a Sacco; its stops, time bands and fares are set next.',
        answer: 'The new route.',
        body: routeInputSchema,
        response: { 201: routeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await routes.create(requireAccount(request), request.body)),
  );
  app.put(
    '/route-by-id/:id/',
    {
      config: { access: 'route.edit' },
      schema: {
        tags,
        summary: 'Update a route',
        operationId: 'updateRoute',
        description: "Changes a route's details; a Sacco account only its own routes.",
        answer: 'The route as it is now.',
        params: idParams,
        body: routeInputSchema,
        response: { 200: routeSchema },
      },
    },
    (request) => routes.update(requireAccount(request), request.params.id, request.body),
  );
  app.post(
    '/route-by-id/:id/archive/',
    {
      config: { access: 'route.archive' },
      schema: {
        tags,
        summary: 'Archive a route',
        operationId: 'archiveRoute',
        description:
          'Archives a route: it is kept, but hidden. A Sacco account only its own routes.',
        answer: 'The route as it is now.',
        params: idParams,
        response: { 200: routeSchema },
      },
    },
    (request) => routes.setStatus(requireAccount(request), request.params.id, 'archived'),
  );
  app.post(
    '/route-by-id/:id/restore/',
    {
      config: { access: 'route.archive' },
      schema: {
        tags,
        summary: 'Bring an archived route back',
        operationId: 'restoreRoute',
        description:
          'Brings an archived route back into search; a Sacco account only its own routes.',
        answer: 'The route as it is now.',
        params: idParams,
        response: { 200: routeSchema },
      },
    },
    (request) => routes.setStatus(requireAccount(request), request.params.id, 'active'),
  );
  app.post(
    '/routestop-post/:route_id/',
    {
      config: { access: 'route.edit' },
      schema: {
        tags,
        summary: "Replace a route's ordered stops",
        operationId: 'replaceRouteStops',
        answer: "The route's stops as they are now.",
        description:
          'Each stop may give `travel_s`, the seconds from the previous stop (10 to 7,200); left out, it is estimated from the distance between the stops at 20 km/h (120 s when a stop has no coordinates). The return trip runs the same stops backwards in the same times.',
        params: z.object({ route_id: idParam }),
        body: routeStopsInputSchema,
        response: { 200: routeDetailSchema.extend(messageSchema.shape) },
      },
    },
    async (request) => ({
      ...messageBody('network.stopsSaved'),
      ...(await routes.replaceStops(
        requireAccount(request),
        request.params.route_id,
        request.body,
      )),
    }),
  );
  app.put(
    '/route-by-id/:id/services/',
    {
      config: { access: 'route.edit' },
      schema: {
        tags,
        summary: "Set a route's time bands and the time between matatus in each",
        operationId: 'setRouteServices',
        answer: "The route's time bands as they are now.",
        description:
          'The same bands apply to both directions. Bands are "HH:MM" after the service day\'s midnight, must not overlap, and take a headway of 1 to 120 minutes.',
        params: idParams,
        body: routeServicesInputSchema,
        response: { 200: routeDetailSchema.extend(messageSchema.shape) },
      },
    },
    async (request) => ({
      ...messageBody('network.serviceSaved'),
      ...(await routes.saveServices(requireAccount(request), request.params.id, request.body)),
    }),
  );
  app.get(
    '/route-by-id/:id/fares/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A route's fares between stops",
        operationId: 'listRouteFares',
        description: 'The fares between pairs of stops of a route.',
        answer: "The route's fares.",
        params: idParams,
        response: { 200: z.array(fareSchema) },
      },
    },
    (request) => routes.fares(request.params.id),
  );
  app.post(
    '/route-by-id/:id/fares/',
    {
      config: { access: 'route.price' },
      schema: {
        tags,
        summary: 'Set the fare between two stops of a route',
        operationId: 'setRouteFare',
        description: 'Sets (or replaces) the fare between two stops of a route.',
        answer: 'The fare as it is now.',
        params: idParams,
        body: fareInputSchema,
        response: { 200: fareSchema },
      },
    },
    (request) => routes.saveFare(requireAccount(request), request.params.id, request.body),
  );
  app.delete(
    '/route-fares/:id/',
    {
      config: { access: 'route.price' },
      schema: {
        tags,
        summary: 'Remove a fare',
        operationId: 'deleteRouteFare',
        description: 'Removes one fare of a route.',
        answer: 'The fare is removed.',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await routes.deleteFare(requireAccount(request), request.params.id);
      return messageBody('network.fareRemoved');
    },
  );
};
