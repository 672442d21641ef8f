import { z } from 'zod';
import { ErrorCode } from './errors.js';

export * from './errors.js';

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  value: z.unknown().optional(),
});

/** Schema of a successful envelope around `value`. */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const EmptyValueSchema = z.null();
