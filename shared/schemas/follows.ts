import { z } from 'zod';
import { userId } from './ids.ts';

// Follows (docs/product/follows.md#follow-button).

export const followInput = z.object({ userId });
