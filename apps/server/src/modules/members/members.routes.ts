import {
  acceptInviteInputSchema,
  addOwnerInputSchema,
  driverChoicesQuerySchema,
  driverChoicesSchema,
  idParams,
  memberListQuerySchema,
  memberSchema,
  messageBody,
  messageSchema,
  ownersInSaccoQuerySchema,
  paginatedSchema,
  tokenParams,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/auth.guard';
import type { MembersService } from './members.service';

const tags = ['members'];
const memberReply = messageSchema.extend({ member: memberSchema });

/** The members of a Sacco (spec §7's get-owners-in-sacco/ and add-owner/) and invitations. */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  app.get(
    '/members/',
    {
      config: { access: 'member.view' },
      schema: {
        tags,
        summary: "A Sacco's owners, drivers and station admins, paginated",
        operationId: 'listMembers',
        description:
          "A Sacco's owners, drivers and station admins, paginated; a Sacco or driver sees their own Sacco's.",
        answer: 'A page of members.',
        querystring: memberListQuerySchema,
        response: { 200: paginatedSchema(memberSchema) },
      },
    },
    (request) => members.list(requireAccount(request), request.query),
  );
  app.get(
    '/members/drivers/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: "The drivers a vehicle's editor may pick: name and e-mail only",
        operationId: 'listDriverChoices',
        description:
          "The drivers a vehicle's editor may pick in the vehicle wizard, with their name and e-mail only.",
        answer: 'The drivers to choose from.',
        querystring: driverChoicesQuerySchema,
        response: { 200: driverChoicesSchema },
      },
    },
    (request) => members.driverChoices(requireAccount(request), request.query.sacco),
  );
  app.get(
    '/members/:id/',
    {
      config: { access: 'member.view' },
      schema: {
        tags,
        summary: 'A member with the vehicles they own, drive or conduct',
        operationId: 'getMember',
        description: 'A member with the vehicles they own, drive or conduct.',
        answer: 'The member.',
        params: idParams,
        response: { 200: memberSchema },
      },
    },
    (request) => members.detail(requireAccount(request), request.params.id),
  );
  app.post(
    '/members/:id/remove/',
    {
      config: { access: 'member.remove' },
      schema: {
        tags,
        summary: 'Remove a member from the Sacco; the account stays',
        operationId: 'removeMember',
        description: 'Removes a member from the Sacco; the account stays, and so does its history.',
        answer: 'The member is removed.',
        params: idParams,
        response: { 200: memberReply },
      },
    },
    async (request) => ({
      ...messageBody('fleet.memberRemoved'),
      member: await members.remove(requireAccount(request), request.params.id, request.ip),
    }),
  );
  app.get(
    '/get-owners-in-sacco/',
    {
      config: { access: 'vehicle.edit' },
      schema: {
        tags,
        summary: 'The owner members of your Sacco (a system admin names the Sacco)',
        operationId: 'listSaccoOwners',
        description: "The owner members of the caller's Sacco; a system admin names the Sacco.",
        answer: "The Sacco's owners.",
        querystring: ownersInSaccoQuerySchema,
        response: { 200: z.object({ results: z.array(memberSchema) }) },
      },
    },
    (request) => members.ownersInSacco(requireAccount(request), request.query.sacco),
  );
  app.post(
    '/add-owner/',
    {
      config: { access: 'member.inviteOwner' },
      schema: {
        tags,
        summary: 'Invite an owner into the Sacco by e-mail and phone',
        operationId: 'inviteOwner',
        description:
          'Invites an owner into the Sacco by e-mail and phone; an e-mailed link lets them choose a password.',
        answer: 'The invitation is sent.',
        body: addOwnerInputSchema,
        response: { 201: memberReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...messageBody('members.invited'),
        member: await members.addOwner(requireAccount(request), request.body),
      }),
  );
  app.post(
    '/accept-invite/:token/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accept an invitation by choosing a password',
        operationId: 'acceptInvite',
        description:
          'Accepts an invitation with the e-mailed token by choosing a password; the account is then active. A used or expired token answers 400.',
        answer: 'The invitation is accepted.',
        params: tokenParams,
        body: acceptInviteInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await members.acceptInvite(request.params.token, request.body);
      return messageBody('fleet.inviteAccepted');
    },
  );
};
