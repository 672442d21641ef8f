import { z } from 'zod';

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  currency: z.string(),
  firstTimeLogin: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;
