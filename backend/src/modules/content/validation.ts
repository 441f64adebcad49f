// What the content routes accept: the image position filter.
import { z } from 'zod';

export const imagesQuery = z.object({
  position: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
