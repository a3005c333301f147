import { messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { archivableRecordRoutes } from '../../http/serve-records';
import { requireAccount } from '../auth/auth.guard';
import type { RoutesService } from './routes.service';

const routeRecordRoutes = archivableRecordRoutes({
  list: operations.listRoutes,
  get: operations.getRoute,
  create: operations.createRoute,
  update: operations.updateRoute,
  archive: operations.archiveRoute,
  restore: operations.restoreRoute,
});

/** Spec §7's route paths: a route is an archivable record, with its stops, fares and services. */
export const routesRoutes: FastifyPluginAsyncZod<{ routes: RoutesService }> = async (
  app,
  { routes },
) => {
  await app.register(routeRecordRoutes, { records: routes });
  serve(app, operations.replaceRouteStops, async (request) => ({
    ...messageBody('network.stopsSaved'),
    ...(await routes.replaceStops(requireAccount(request), request.params.route_id, request.body)),
  }));
  serve(app, operations.setRouteServices, async (request) => ({
    ...messageBody('network.serviceSaved'),
    ...(await routes.saveServices(requireAccount(request), request.params.id, request.body)),
  }));
  serve(app, operations.listRouteFares, (request) => routes.fares(request.params.id));
  serve(app, operations.setRouteFare, (request) =>
    routes.saveFare(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.deleteRouteFare, async (request) => {
    await routes.deleteFare(requireAccount(request), request.params.id);
    return messageBody('network.fareRemoved');
  });
};
