import { registerCardRoutes } from './cards.ts';
import { registerOAuthRoutes } from './oauth.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { registerSessionRoutes } from './session.ts';

/** Every route file of the mock API. Add yours here (see ../README.md). */
export const ROUTE_REGISTRATIONS: RegisterRoutes[] = [registerOAuthRoutes, registerSessionRoutes, registerCardRoutes];
