import type { ModuleRoutes } from '../module.ts';

// Being built (issue 9).
export const sharesRoutes: ModuleRoutes = async () => {};
