import type { Router } from 'express';

/** A route file exports one of these; routes/index.ts lists them all. */
export type RegisterRoutes = (router: Router) => void;
