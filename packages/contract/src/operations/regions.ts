import { regionInputSchema, regionListQuerySchema, regionSchema } from '../network';
import { paginatedSchema } from '../pagination';
import { idParams } from '../params';
import { operationGroup } from './operation';

export const regionOperations = operationGroup('regions', {
  listRegions: {
    method: 'GET',
    url: '/regions/',
    access: 'public',
    summary: 'Regions, paginated (p, p_size)',
    description: 'The regions stations are grouped in, paginated with p and p_size.',
    answer: 'A page of regions.',
    querystring: regionListQuerySchema,
    response: { 200: paginatedSchema(regionSchema) },
  },
  getRegion: {
    method: 'GET',
    url: '/regions/:id/',
    access: 'public',
    summary: 'One region',
    description: 'One region by its id.',
    answer: 'The region.',
    params: idParams,
    response: { 200: regionSchema },
  },
  createRegion: {
    method: 'POST',
    url: '/regions/',
    access: 'region.manage',
    summary: 'Create a region',
    description: 'Creates a region that stations can then be placed in.',
    answer: 'The new region.',
    body: regionInputSchema,
    response: { 201: regionSchema },
  },
  updateRegion: {
    method: 'PUT',
    url: '/regions/:id/',
    access: 'region.manage',
    summary: 'Update a region',
    description: 'Renames or describes a region.',
    answer: 'The region as it is now.',
    params: idParams,
    body: regionInputSchema,
    response: { 200: regionSchema },
  },
  archiveRegion: {
    method: 'POST',
    url: '/regions/:id/archive/',
    access: 'region.manage',
    summary: 'Archive a region (kept, hidden from pickers)',
    description:
      'Archives a region: it is kept, with its stations, but no longer offered in pickers.',
    answer: 'The region as it is now.',
    params: idParams,
    response: { 200: regionSchema },
  },
  restoreRegion: {
    method: 'POST',
    url: '/regions/:id/restore/',
    access: 'region.manage',
    summary: 'Bring an archived region back',
    description: 'Brings an archived region back into pickers.',
    answer: 'The region as it is now.',
    params: idParams,
    response: { 200: regionSchema },
  },
});
