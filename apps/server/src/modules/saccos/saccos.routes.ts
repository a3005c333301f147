import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { SaccosService } from './saccos.service';

export const saccosRoutes: FastifyPluginAsyncZod<{ saccos: SaccosService }> = async (
  app,
  { saccos },
) => {
  serve(app, operations.listPublicSaccos, () => saccos.publicList());
  serve(app, operations.listSaccos, (request) =>
    saccos.list(requireAccount(request), request.query),
  );
  serve(app, operations.getSacco, (request) =>
    saccos.getVisible(requireAccount(request), request.params.id),
  );
  serve(app, operations.createSacco, (request) =>
    saccos.create(requireAccount(request), request.body),
  );
  serve(app, operations.updateSacco, (request) =>
    saccos.update(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.suspendSacco, (request) =>
    saccos.setStatus(requireAccount(request), request.params.id, 'suspended'),
  );
  serve(app, operations.reinstateSacco, (request) =>
    saccos.setStatus(requireAccount(request), request.params.id, 'active'),
  );
};
