import { createContext, type ReactNode, useContext } from "react";
import { type FamilyPermission, permissionsOf } from "~/lib/family-permissions";

type Permissions = ReturnType<typeof permissionsOf>;

// Without the dashboard layout (a page rendered alone in a test) the owner's: the server checks every action anyway.
const FamilyPermissions = createContext<Permissions>(permissionsOf("owner"));

/** The dashboard layout hands the signed-in member's permissions to every page under it. */
export function FamilyPermissionsProvider({ can, children }: { can: Permissions; children: ReactNode }) {
  return <FamilyPermissions.Provider value={can}>{children}</FamilyPermissions.Provider>;
}

/**
 * Whether the signed-in member's role allows `permission` (docs/product.md#families): pages leave out the controls a
 * role cannot use. The server checks every action regardless.
 */
export function useFamilyCan(permission: FamilyPermission): boolean {
  return useContext(FamilyPermissions)[permission];
}
