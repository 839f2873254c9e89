/**
 * The spec's wording for accounts and sessions (sections 2, 4 and 8), used by the server's
 * answers and by the screens, so the two always say the same thing.
 */
export const AUTH_MESSAGES = {
  emailTaken: "An account with this email already exists",
  emailTakenClient: "An account with this email already exists. Please try signing in instead.",
  accountCreated: "Account created successfully",
  invalidCredentials: "Invalid credentials. Please check your email and password.",
  tooManyLogins: "Too many login attempts. Please wait a few minutes before trying again.",
  suspended: "Your account has been suspended. Please contact the administrator.",
  tooManyResets: "Too many reset requests. Please wait before trying again.",
  tooManySignups: "Too many accounts were created from this address. Please try again later.",
  resetEmailSent: "If an account exists for this email address, a password reset link has been sent.",
  resetSuccessful: "Password reset successful",
  invalidResetToken: "Invalid or expired reset token. Please request a new password reset.",
  resetTokenNotFound: "Reset token not found. Please request a new password reset.",
  weakPassword: "Password does not meet requirements. Please try again.",
  missingRefreshToken: "Missing refresh token",
  invalidRefreshToken: "The session has expired. Please sign in again.",
  loggedOut: "Signed out",
  encryptionFailed: "Failed to secure your data. Please try again.",
  encryptionError: "The secured fields could not be decrypted.",
  encryptionNotConfigured: "Encryption service not properly configured. Please check your environment variables.",
  authenticationRequired: "Authentication is required.",
  passwordMismatch: "Passwords do not match",
  emailRequired: "Email required",
  profileUpdated: "Profile updated",
} as const;

/** Settings, password change and account deletion (spec section 8). */
export const SETTINGS_MESSAGES = {
  saved: "Settings Saved",
  saveFailed: "Save Failed",
  passwordUpdated: "Password Updated",
  passwordChangeFailed: "Password Change Failed",
  invalidPassword: "Invalid password",
  fixPassword: "Please fix the password requirements.",
  passwordMismatch: "Password Mismatch",
  passwordMismatchDescription: "New password and confirmation don't match.",
  wrongCurrentPassword: "The current password is not correct",
  samePassword: "The new password must be different from the current one",
  deleteConfirmMismatch: "The email you typed does not match your account",
  accountDeleted: "Your account has been deleted",
} as const;
