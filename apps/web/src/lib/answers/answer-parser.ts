import shapes from 'virtual:answer-shapes';
import type { ResponseParser } from '../api-client';
import type { Answer, AnswerName } from './answer-schemas';
import { shapeParser } from './answer-shape';

/** The check of answer `name` by its contract schema's shape, without zod (answer-shape.ts). */
export function answerParser<Name extends AnswerName>(name: Name): ResponseParser<Answer<Name>> {
  return shapeParser(name, shapes[name]);
}
