import { AsyncLocalStorage } from 'node:async_hooks';

// Who acts, and under which request or job: known at the edge (the HTTP request, the job runner),
// needed deep down where an audited action is written. Carried by AsyncLocalStorage so that the
// services between keep their signatures; the scope is a mutable object because the user is known
// only once the route's guard has checked the token, after the scope was entered.

export type AuditScope = {
  /** Fastify's request.id (X-Request-Id when given) or the job's suuid. */
  requestId: string | null;
  userId: string | null;
};

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `fn` (and everything it starts) inside `scope`. */
export function runInAuditScope<T>(scope: AuditScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The scope of the running request or job; empty outside of both (an operator command, a test). */
export function currentAuditScope(): AuditScope {
  return scopes.getStore() ?? { requestId: null, userId: null };
}

/** Called by the auth guard once it knows the request's user. */
export function setAuditUser(userId: string): void {
  const scope = scopes.getStore();
  if (scope) scope.userId = userId;
}
