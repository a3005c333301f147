import { messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { MembersService } from './members.service';

/** The members of a Sacco (spec §7's get-owners-in-sacco/ and add-owner/) and invitations. */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  serve(app, operations.listMembers, (request) =>
    members.list(requireAccount(request), request.query),
  );
  serve(app, operations.listDriverChoices, (request) =>
    members.driverChoices(requireAccount(request), request.query.sacco),
  );
  serve(app, operations.getMember, (request) =>
    members.detail(requireAccount(request), request.params.id),
  );
  serve(app, operations.removeMember, async (request) => ({
    ...messageBody('fleet.memberRemoved'),
    member: await members.remove(requireAccount(request), request.params.id, request.ip),
  }));
  serve(app, operations.listSaccoOwners, (request) =>
    members.ownersInSacco(requireAccount(request), request.query.sacco),
  );
  serve(app, operations.inviteOwner, async (request) => ({
    ...messageBody('members.invited'),
    member: await members.addOwner(requireAccount(request), request.body),
  }));
  serve(app, operations.acceptInvite, async (request) => {
    await members.acceptInvite(request.params.token, request.body);
    return messageBody('fleet.inviteAccepted');
  });
};
