import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { RegionsService } from './regions.service';

export const regionsRoutes: FastifyPluginAsyncZod<{ regions: RegionsService }> = async (
  app,
  { regions },
) => {
  serve(app, operations.listRegions, (request) => regions.list(request.query, request.account));
  serve(app, operations.getRegion, (request) => regions.get(request.params.id, request.account));
  serve(app, operations.createRegion, (request) =>
    regions.create(requireAccount(request), request.body),
  );
  serve(app, operations.updateRegion, (request) =>
    regions.update(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.archiveRegion, (request) =>
    regions.setStatus(requireAccount(request), request.params.id, 'archived'),
  );
  serve(app, operations.restoreRegion, (request) =>
    regions.setStatus(requireAccount(request), request.params.id, 'active'),
  );
};
