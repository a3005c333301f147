import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { PlansService } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (
  app,
  { plans },
) => {
  serve(app, operations.getSubscription, (request) => plans.subscription(requireAccount(request)));
  serve(app, operations.subscribeToPlan, (request) =>
    plans.subscribe(requireAccount(request), request.body),
  );
};
