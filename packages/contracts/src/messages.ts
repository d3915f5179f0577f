/** Validation messages, worded exactly as product.md §5 gives them (shared by forms and server). */
export const MSG = {
  required: 'Required',
  mobileRequired: 'Mobile is required',
  mobileTooShort: 'Mobile number too short',
  mobileTooLong: 'Mobile number too long',
  otpRequired: 'OTP is required',
  identifierRequired: 'Email or Password is required',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be at least 4 characters',
  verifyMobileDigits: 'Mobile number must be 10 digits',
  otpDigits: 'OTP must be 6 digits',
  invalidEmail: 'Invalid email',
  mobileDigits: 'Mobile must be 10 digits',
  passwordTooShort: 'Password must be at least 6 characters',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endDateAfterStart: 'End date must be after start date',
  atLeastOne: 'Must be at least 1',
  nameRequired: 'Name is required',
  manufacturerNameRequired: 'Manufacturer name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  // Bounds every text field has (not in product.md, which is silent on them): precise and short.
  tooLong: (max: number) => `Must be at most ${max} characters`,
  controlCharacters: 'Must not contain control characters',
} as const;

/** Fallback texts of product.md §8, shown when the server gives no message. */
export const FALLBACK = {
  operationFailed: 'Operation failed',
  verificationFailed: 'Verification failed',
  resetFailed: 'Failed to reset password',
  resetDone: 'Password has been reset',
  profileUpdateFailed: 'Failed to update profile.',
  profileUpdated: 'Profile updated successfully.',
  unauthorized: 'Unauthorized access',
  invalidRole: 'Invalid user role',
  defaultError: 'An error occurred',
  loading: 'Loading...',
} as const;
