import { createContext, type ReactNode, useContext } from "react";
import { type FamilyPermission, permissionsOf } from "~/lib/family-permissions";
import type { FamilyRole } from "~/lib/statuses";

type Family = { role: FamilyRole; can: ReturnType<typeof permissionsOf> };

// Without the dashboard layout (a page rendered alone in a test) the owner's: the server checks every action anyway.
const FamilyContext = createContext<Family>({ role: "owner", can: permissionsOf("owner") });

/** The dashboard layout hands the signed-in member's role and permissions to every page under it. */
export function FamilyProvider({ family, children }: { family: Family; children: ReactNode }) {
  return <FamilyContext.Provider value={family}>{children}</FamilyContext.Provider>;
}

/** The signed-in member's role in their family. */
export const useFamilyRole = () => useContext(FamilyContext).role;

/**
 * Whether the signed-in member's role allows `permission` (docs/product.md#families): pages leave out the controls a
 * role cannot use. The server checks every action regardless.
 */
export function useFamilyCan(permission: FamilyPermission): boolean {
  return useContext(FamilyContext).can[permission];
}
