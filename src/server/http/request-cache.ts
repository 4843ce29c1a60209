import 'server-only';
import { cache } from 'react';
import { provideRequestMemoiser } from '../core/cache';

// The domain's readers memoise per request through React's `cache` (src/server/core/cache.ts).
// Loaded by the root layout (src/app/layout.tsx), so every server render has it.
provideRequestMemoiser(cache);
