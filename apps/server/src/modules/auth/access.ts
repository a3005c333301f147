import { CAPABILITIES, type CapabilityName, type Role } from '@foleni/contract';

/**
 * Who may call a route: anyone, or the roles the contract's capability table lists for the
 * capability the route declares in its config (`config: { access: 'route.create' }`).
 */
export type Access =
  | { public: true }
  | {
      roles: readonly Role[];
      /** Pending (not yet activated) accounts may call it too: the profile and nothing else. */
      allowPending?: boolean;
    };

/** What a route declares in its config: 'public', or the capability its callers need. */
export type RouteAccess = 'public' | CapabilityName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * The access a route declares. A route outside the API (the web app, the docs) declares none and
 * is public; the guard refuses to start when a route under the API declares none.
 */
export function routeAccess(routeOptions: { config?: { access?: RouteAccess } }): Access {
  const declared = routeOptions.config?.access ?? 'public';
  if (declared === 'public') return { public: true };
  const capability: { roles: readonly Role[]; allowPending?: boolean } = CAPABILITIES[declared];
  return capability.allowPending
    ? { roles: capability.roles, allowPending: true }
    : { roles: capability.roles };
}
