import { z } from 'zod';
import { messageSchema } from '../errors';
import {
  acceptInviteInputSchema,
  addOwnerInputSchema,
  driverChoicesQuerySchema,
  driverChoicesSchema,
  memberListQuerySchema,
  memberSchema,
  ownersInSaccoQuerySchema,
} from '../fleet';
import { paginatedSchema } from '../pagination';
import { idParams, tokenParams } from '../params';
import { operationGroup } from './operation';

const memberReply = messageSchema.extend({ member: memberSchema });

export const memberOperations = operationGroup('members', {
  listMembers: {
    method: 'GET',
    url: '/members/',
    access: 'member.view',
    summary: "A Sacco's owners, drivers and station admins, paginated",
    description:
      "A Sacco's owners, drivers and station admins, paginated; a Sacco or driver sees their own Sacco's.",
    answer: 'A page of members.',
    querystring: memberListQuerySchema,
    response: { 200: paginatedSchema(memberSchema) },
  },
  listDriverChoices: {
    method: 'GET',
    url: '/members/drivers/',
    access: 'vehicle.edit',
    summary: "The drivers a vehicle's editor may pick: name and e-mail only",
    description:
      "The drivers a vehicle's editor may pick in the vehicle wizard, with their name and e-mail only.",
    answer: 'The drivers to choose from.',
    querystring: driverChoicesQuerySchema,
    response: { 200: driverChoicesSchema },
  },
  getMember: {
    method: 'GET',
    url: '/members/:id/',
    access: 'member.view',
    summary: 'A member with the vehicles they own, drive or conduct',
    description: 'A member with the vehicles they own, drive or conduct.',
    answer: 'The member.',
    params: idParams,
    response: { 200: memberSchema },
  },
  removeMember: {
    method: 'POST',
    url: '/members/:id/remove/',
    access: 'member.remove',
    summary: 'Remove a member from the Sacco; the account stays',
    description: 'Removes a member from the Sacco; the account stays, and so does its history.',
    answer: 'The member is removed.',
    params: idParams,
    response: { 200: memberReply },
  },
  listSaccoOwners: {
    method: 'GET',
    url: '/get-owners-in-sacco/',
    access: 'vehicle.edit',
    summary: 'The owner members of your Sacco (a system admin names the Sacco)',
    description: "The owner members of the caller's Sacco; a system admin names the Sacco.",
    answer: "The Sacco's owners.",
    querystring: ownersInSaccoQuerySchema,
    response: { 200: z.object({ results: z.array(memberSchema) }) },
  },
  inviteOwner: {
    method: 'POST',
    url: '/add-owner/',
    access: 'member.inviteOwner',
    summary: 'Invite an owner into the Sacco by e-mail and phone',
    description:
      'Invites an owner into the Sacco by e-mail and phone; an e-mailed link lets them choose a password.',
    answer: 'The invitation is sent.',
    body: addOwnerInputSchema,
    response: { 201: memberReply },
  },
  acceptInvite: {
    method: 'POST',
    url: '/accept-invite/:token/',
    access: 'public',
    summary: 'Accept an invitation by choosing a password',
    description:
      'Accepts an invitation with the e-mailed token by choosing a password; the account is then active. A used or expired token answers 400.',
    answer: 'The invitation is accepted.',
    params: tokenParams,
    body: acceptInviteInputSchema,
    response: { 200: messageSchema },
  },
});
