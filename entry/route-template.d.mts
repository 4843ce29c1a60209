// Types of route-template.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
export declare const UNMATCHED: string;
export declare const FILE: string;
export declare const OWN_ROUTES: Record<string, string>;
export interface RoutesManifest {
  staticRoutes?: Array<{ page: string; regex: string }>;
  dynamicRoutes?: Array<{ page: string; regex: string }>;
}
export declare function routeTemplates(manifest: RoutesManifest): (path: string) => string;
export declare function loadRouteTemplates(dir: string): (path: string) => string;
