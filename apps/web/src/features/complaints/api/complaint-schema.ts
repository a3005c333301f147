// Loaded when the complaint form is first checked: the complaint page opens without zod.
export { complaintInputSchema } from '@foleni/contract';
