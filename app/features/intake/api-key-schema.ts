/** The studio's "create an API key" form: a name that tells staff which system uses the key. */
import { z } from '../../lib/schemas/zod.ts';

export const API_KEY_NAME_MAX = 80;

export const apiKeyNameSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(2, 'Name must be at least 2 characters')
    .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`),
});

export type ApiKeyNameInput = z.infer<typeof apiKeyNameSchema>;
