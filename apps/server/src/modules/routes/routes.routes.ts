import { messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { RoutesService } from './routes.service';

/** Spec §7's route paths, plus fares, service bands and archiving. */
export const routesRoutes: FastifyPluginAsyncZod<{ routes: RoutesService }> = async (
  app,
  { routes },
) => {
  serve(app, operations.listRoutes, (request) => routes.list(request.query, request.account));
  serve(app, operations.getRoute, (request) => routes.detail(request.params.id, request.account));
  serve(app, operations.createRoute, (request) =>
    routes.create(requireAccount(request), request.body),
  );
  serve(app, operations.updateRoute, (request) =>
    routes.update(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.archiveRoute, (request) =>
    routes.setStatus(requireAccount(request), request.params.id, 'archived'),
  );
  serve(app, operations.restoreRoute, (request) =>
    routes.setStatus(requireAccount(request), request.params.id, 'active'),
  );
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
