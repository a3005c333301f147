// Loaded when the form is first checked or sent: the login page opens without zod.
export { loginReplySchema, loginSchema } from '@foleni/contract';
