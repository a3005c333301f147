import {
  placeInputSchema,
  placeListQuerySchema,
  placeSchema,
  placeUpdateSchema,
} from '../journeys';
import { paginatedSchema } from '../pagination';
import { idParams } from '../params';
import { operationGroup } from './operation';

export const placeOperations = operationGroup('places', {
  listPlaces: {
    method: 'GET',
    url: '/places/',
    access: 'public',
    summary: 'The gazetteer of places a search may name, paginated (p, p_size)',
    description: 'The gazetteer of places a search may name, paginated with p and p_size.',
    answer: 'A page of places.',
    querystring: placeListQuerySchema,
    response: { 200: paginatedSchema(placeSchema) },
  },
  getPlace: {
    method: 'GET',
    url: '/places/:id/',
    access: 'public',
    summary: 'One place',
    description: 'One place of the gazetteer.',
    answer: 'The place.',
    params: idParams,
    response: { 200: placeSchema },
  },
  createPlace: {
    method: 'POST',
    url: '/places/',
    access: 'place.manage',
    summary: 'Add a place to the gazetteer',
    description: 'Adds a place with its coordinates, so searches may name it.',
    answer: 'The new place.',
    body: placeInputSchema,
    response: { 201: placeSchema },
  },
  updatePlace: {
    method: 'PATCH',
    url: '/places/:id/',
    access: 'place.manage',
    summary: 'Change a place; `status` archives or restores it',
    description:
      "Changes a place's name or coordinates, or archives or restores it through its status.",
    answer: 'The place as it is now.',
    params: idParams,
    body: placeUpdateSchema,
    response: { 200: placeSchema },
  },
});
