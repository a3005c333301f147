import { memberSchema, messageSchema } from '@foleni/contract';

/** The answer of add-owner/ and a removal: a message and the member as they are now. */
export const memberReplySchema = messageSchema.extend({ member: memberSchema });
