import { messageSchema, subscribeInputSchema, subscriptionSchema } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/auth.guard';
import type { PlansService } from './plans.service';

const tags = ['payments'];

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (
  app,
  { plans },
) => {
  app.get(
    '/plans/subscription/',
    {
      config: { access: 'plan.subscribe' },
      schema: {
        tags,
        summary: "The caller's plan: status, period and receipts",
        operationId: 'getSubscription',
        description:
          "The caller's monthly plan: active, in its grace days, expired or none; the period paid for and the plan payments with their M-Pesa receipts.",
        answer: 'The subscription.',
        response: { 200: subscriptionSchema },
      },
    },
    (request) => plans.subscription(requireAccount(request)),
  );
  app.post(
    '/plans/subscription/',
    {
      config: { access: 'plan.subscribe' },
      schema: {
        tags,
        summary: 'Subscribe to a plan, or renew it, paying a month by M-Pesa',
        operationId: 'subscribeToPlan',
        description:
          'Sends an M-Pesa prompt for one month of the plan to the phone; the paid callback starts the month, or adds it to the current period. Drivers may take Basic only.',
        answer: 'The prompt is sent; the subscription as it is now.',
        refusals: [409],
        body: subscribeInputSchema,
        response: { 202: messageSchema.extend({ subscription: subscriptionSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await plans.subscribe(requireAccount(request), request.body)),
  );
};
