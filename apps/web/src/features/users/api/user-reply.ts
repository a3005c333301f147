import { messageSchema, userSchema } from '@foleni/contract';

/** The answer of the account actions: a message and the account as it is now. */
export const userReplySchema = messageSchema.extend({ user: userSchema });
