import { z } from 'zod';
import { bookId } from './ids.ts';

// Book views (docs/product/views.md).

export const viewInput = z.object({ bookId });
