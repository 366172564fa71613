/** What an audit entry is about; the log filters by these. */
export const auditEntityTypes = ["inbox", "support", "subscription", "payment", "user"] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditTypeLabels: Record<AuditEntityType, string> = {
  inbox: "Inbox",
  support: "Support",
  subscription: "Subscriptions",
  payment: "Payments",
  user: "Users and roles",
};
