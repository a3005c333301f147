import './queue';
import { enQueue } from './locales/queue/en';
import { addSpecMessages } from './spec-messages';

/**
 * The contract's queue texts become translatable where they arrive as words (schema issues, the
 * server's answers and notifications). Apart from `queue.ts` so that the public station board,
 * which shows none of them, stays without the account bundle that translation brings along.
 */
addSpecMessages(enQueue.messages);
