import { z } from 'zod';
import { publicSaccoSchema, saccoInputSchema, saccoListQuerySchema, saccoSchema } from '../network';
import { paginatedSchema } from '../pagination';
import { idParams } from '../params';
import { operationGroup } from './operation';

export const saccoOperations = operationGroup('saccos', {
  listPublicSaccos: {
    method: 'GET',
    // The double slash is the spec's path (§7), kept so the first client keeps working.
    url: '/unauth-saccos//',
    access: 'public',
    summary: 'Active Saccos for public forms',
    description:
      'The active Saccos, name and id only, for public forms such as a complaint. Also answers at /api/v1.0/unauth-saccos/ with one slash.',
    answer: 'The active Saccos.',
    // It reads no input, but every request's query is refused with a NUL in it.
    refusals: [400],
    response: { 200: z.array(publicSaccoSchema) },
  },
  listSaccos: {
    method: 'GET',
    url: '/saccos/',
    access: 'sacco.view',
    summary: 'Saccos with route and member counts (your own, unless staff)',
    description:
      'Saccos with their route and member counts, paginated; staff of a Sacco see their own.',
    answer: 'A page of Saccos.',
    querystring: saccoListQuerySchema,
    response: { 200: paginatedSchema(saccoSchema) },
  },
  getSacco: {
    method: 'GET',
    url: '/saccos/:id/',
    access: 'sacco.view',
    summary: 'One Sacco',
    description: "One Sacco's profile; staff of a Sacco only their own.",
    answer: 'The Sacco.',
    params: idParams,
    response: { 200: saccoSchema },
  },
  createSacco: {
    method: 'POST',
    url: '/saccos/',
    access: 'sacco.create',
    summary: 'Register a Sacco',
    description: 'Registers a Sacco with its contact details.',
    answer: 'The new Sacco.',
    body: saccoInputSchema,
    response: { 201: saccoSchema },
  },
  updateSacco: {
    method: 'PUT',
    url: '/saccos/:id/',
    access: 'sacco.edit',
    summary: "Update a Sacco's profile",
    description: "Changes a Sacco's profile; a Sacco account only its own.",
    answer: 'The Sacco as it is now.',
    params: idParams,
    body: saccoInputSchema,
    response: { 200: saccoSchema },
  },
  suspendSacco: {
    method: 'POST',
    url: '/saccos/:id/suspend/',
    access: 'sacco.suspend',
    summary: 'Suspend a Sacco',
    description: 'Suspends a Sacco until a system admin reinstates it.',
    answer: 'The Sacco as it is now.',
    params: idParams,
    response: { 200: saccoSchema },
  },
  reinstateSacco: {
    method: 'POST',
    url: '/saccos/:id/reinstate/',
    access: 'sacco.suspend',
    summary: 'Reinstate a suspended Sacco',
    description: 'Reinstates a suspended Sacco.',
    answer: 'The Sacco as it is now.',
    params: idParams,
    response: { 200: saccoSchema },
  },
});
