/**
 * The role flags (spec section 6), asked once per sign-in: super admin (GET test-admin) and
 * business-development-or-admin (GET test-admin-or-biz-dev), true when the text is 'true'.
 */
let shortNameFlag: Promise<boolean> | null = null;

/** Only business-development users (or admins) see the short-name input when publishing. */
export function canChooseShortName(): Promise<boolean> {
  // Loaded on first use: this module is on the login screen's path, the API client is not.
  shortNameFlag ??= import('../api/organizations').then(({ isBizDevOrAdmin }) => isBizDevOrAdmin()).catch(() => false);
  return shortNameFlag;
}

/** Forgets the flags of the user who signed out. */
export function forgetRoles(): void {
  shortNameFlag = null;
}
