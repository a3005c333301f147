import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { StationsService } from './stations.service';

export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (
  app,
  { stations },
) => {
  serve(app, operations.listStations, ({ query, account }) => stations.list(query, account));
  serve(app, operations.getStation, (request) =>
    stations.detail(request.params.id, request.account),
  );
  serve(app, operations.createStation, (request) => stations.create(request.body));
  serve(app, operations.updateStation, (request) =>
    stations.update(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.archiveStation, (request) =>
    stations.setStatus(request.params.id, 'archived'),
  );
  serve(app, operations.restoreStation, (request) =>
    stations.setStatus(request.params.id, 'active'),
  );
  serve(app, operations.listStationAdmins, (request) =>
    stations.admins(requireAccount(request), request.params.id),
  );
  serve(app, operations.addStationAdmin, (request) =>
    stations.attachAdmin(request.params.id, request.body.user_id),
  );
  serve(app, operations.removeStationAdmin, (request) =>
    stations.detachAdmin(request.params.id, request.params.userId),
  );
};
