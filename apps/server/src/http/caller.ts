import type { Role } from '@portside/contracts';

/** Who is calling, from the session (never from the request body or path). */
export interface Caller {
  sessionId: string;
  userId: string;
  accountName: string;
  role: Role;
  /** The caller's company for client users (and staff acting as one); null for staff. */
  companyId: string | null;
  /** Set when forwarder staff opened the portal as this client user. */
  actingStaffUserId: string | null;
  /**
   * The menu, hidden-page and button codes the caller holds: a client admin the company's, a
   * sub-account (and staff acting as it) what it was granted of them, staff the staff menu.
   */
  menuCodes: ReadonlySet<string>;
}

/** The API key of an integration call (the forwarder's own systems). */
export interface IntegrationKey {
  id: string;
  name: string;
  /** The only companies the key may serve; null: every company. */
  companyIds: readonly string[] | null;
}

/** A call of a company's own systems with a client API key (DCSA T&T 2.2 publisher at /v2). */
export interface ClientApiCaller {
  keyId: string;
  companyId: string;
  /** The client admin who issued the key: the actor the audit log names. */
  issuedBy: string;
  /** The company's menu grants: a key reads only what they allow. */
  menuCodes: ReadonlySet<string>;
}
